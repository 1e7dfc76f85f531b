/** engine/flowSteps.ts stepArrival: Back after registering lands in the application, not on an empty step. */
import { describe, expect, it } from 'vitest';
import { stepArrival, type FlowPosition } from '../../engine/index.ts';

const at = (previous: string | null, index = previous ? 8 : 1): FlowPosition => ({ steps: [], total: 8, index, next: null, previous });
const UUID = '0b6c1a2e-4f7d-4c1b-9a8e-2f3d4c5b6a7e';

describe('stepArrival', () => {
  it('sends a signed-in applicant with an application, on a later step with nothing saved, to the application', () => {
    const d = stepArrival(at('/register-v2/phone-and-email'), { answered: false, signedIn: true, application: UUID });
    expect(d.result).toEqual({ go: 'application', uuid: UUID });
    expect(d.trace[0]!.note).toContain('signed in with an application');
  });

  it('counts a step the signed-in flow leaves out (index 0) as a later step', () => {
    expect(stepArrival(at(null, 0), { answered: false, signedIn: true, application: UUID }).result).toEqual({ go: 'application', uuid: UUID });
  });

  it('sends a signed-in applicant with an application open in the account to it, on the first step and with answers typed too', () => {
    const d = stepArrival(at(null), { answered: false, signedIn: true, application: null, openApplication: UUID });
    expect(d.result).toEqual({ go: 'application', uuid: UUID });
    expect(d.trace[0]!.note).toContain('still open in the account');
    expect(stepArrival(at(null), { answered: true, signedIn: true, application: null, openApplication: UUID }).result).toEqual({ go: 'application', uuid: UUID });
    expect(stepArrival(at(null), { answered: false, signedIn: false, application: null, openApplication: UUID }).result).toEqual({ go: 'stay' });
  });

  it.each([
    ['the first step', at(null), { answered: false, signedIn: true, application: UUID }],
    ['answers saved', at('/register-v2/birthdate'), { answered: true, signedIn: true, application: UUID }],
    ['not signed in', at('/register-v2/birthdate'), { answered: false, signedIn: false, application: UUID }],
    ['no application in this browser', at('/register-v2/birthdate'), { answered: false, signedIn: true, application: null }],
  ])('stays: %s', (_why, position, input) => {
    expect(stepArrival(position, input).result).toEqual({ go: 'stay' });
  });
});
