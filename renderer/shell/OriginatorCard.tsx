/** The loan originator's contact card (001 §2): label, avatar, name, NMLS, call and e-mail buttons. */
import { EmailAddress } from '../ui/BreakableText.tsx';
import { displayName, isBrokerOnly, telHref, type OriginatorDisplayInfo } from './originator.ts';
import { shell } from './shellConfig.ts';
import { interpolate } from '../../engine/template.ts';
import { useWords } from '../app/language.tsx';

/** "Your loan officer" or "Your broker", in the applicant's words (`t`: renderer/app/language.tsx useWords). */
export const originatorLabel = (info: OriginatorDisplayInfo, t: (text: string) => string) => t(isBrokerOnly(info) ? shell.originator.broker : shell.originator.loanOfficer);

export function OriginatorCard({ info, headingId, headingLevel = 2 }: { info: OriginatorDisplayInfo; headingId: string; headingLevel?: 2 | 3 }) {
  const t = useWords();
  const name = displayName(info);
  const initials = name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="originator">
      <Heading id={headingId} className="originator__label">{originatorLabel(info, t)}</Heading>
      <div className="originator__who">
        {info.avatarUri ? <img className="originator__avatar" src={info.avatarUri} alt="" width="48" height="48" /> : <span className="originator__avatar originator__avatar--initials" aria-hidden="true">{initials}</span>}
        <div>
          <p className="originator__name">{name}</p>
          {info.nmls ? <p className="originator__nmls">{interpolate(t(shell.originator.nmls), { nmls: info.nmls })}</p> : null}
        </div>
      </div>
      <ul className="originator__contact">
        {info.phoneNumber ? <li><a className="button button--secondary originator__button" href={telHref(info.phoneNumber)}><span className="originator__whole">{t(shell.originator.call)}</span> <span className="originator__whole">{info.phoneNumber}</span></a></li> : null}
        {info.email ? <li><a className="button button--secondary originator__button" href={`mailto:${info.email}`}><span className="visually-hidden">{t(shell.originator.email)} </span><EmailAddress email={info.email} /></a></li> : null}
      </ul>
    </div>
  );
}
