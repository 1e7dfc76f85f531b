/**
 * Feedback to the CEO (001 §5) in a modal: the screen file feedback/ceo rendered by the generic
 * renderer; the answers go to operation ceoFeedback with applicationUuid (from the path when
 * present), pathname and productType HELOC. Server errors appear in an error banner.
 */
import { useState } from 'react';
import { interpolate } from '../../engine/template.ts';
import { useRuleContext } from '../app/AppContext.tsx';
import { ApiError, errorMessage, type FieldError } from '../api/client.ts';
import { callOperation } from '../api/operations.ts';
import { ScreenView } from '../screens/ScreenView.tsx';
import { useScreen } from '../screens/loadScreen.ts';
import { applicationUuidOf, PRODUCT_TYPE } from '../telemetry/telemetry.ts';
import { Modal } from './Modal.tsx';
import { useScreenIn } from '../screens/useScreenText.ts';

export const CEO_SCREEN = 'feedback/ceo';

export default function CeoFeedbackModal({ onClose }: { onClose: () => void }) {
  const { ctx } = useRuleContext(window.location.pathname);
  const loaded = useScreen(CEO_SCREEN);
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const copy = (useScreenIn(loaded.data?.screen)?.copy ?? {}) as Record<string, string>;
  const t = (key: string, fallback = '') => interpolate(copy[key] ?? fallback, ctx);

  const submit = async (data: Record<string, unknown>): Promise<FieldError[] | void> => {
    setBanner(null);
    const pathname = window.location.pathname;
    try {
      await callOperation('ceoFeedback', {}, { ...data, applicationUuid: applicationUuidOf(pathname), pathname, productType: PRODUCT_TYPE });
      setSent(true);
    } catch (error) {
      setBanner(errorMessage(error));
      return error instanceof ApiError ? error.fieldErrors : [];
    }
  };

  return (
    <Modal label={t('title', 'Feedback')} closeLabel={t('closeLabel', 'Close')} onClose={onClose} className="modal--ceo">
      {banner ? (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">{t('errorTitle')}</p>
          <p>{banner}</p>
        </div>
      ) : null}
      {sent ? (
        <div className="modal__done" role="status">
          <h2>{t('sentTitle')}</h2>
          <p>{t('sentBody')}</p>
          <button type="button" className="button button--primary" onClick={onClose}>{t('closeLabel', 'Close')}</button>
        </div>
      ) : (
        <ScreenView screenId={CEO_SCREEN} ctx={ctx} embedded onSubmit={submit} />
      )}
    </Modal>
  );
}
