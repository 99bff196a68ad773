import { isEmail, MOBILE_PATTERN, normaliseMobile } from '@ih/contract/patterns';
import type { ContactAvailability } from '@ih/contract/registration';
import { REGISTRATION_MESSAGES } from '@ih/contract/registration-messages';
import { checkRegistrationContact } from '@ih/contract/routes/registration';
import { apiRequest } from '@/lib/api-client';
import type { RegisterValues, StepErrors } from './register-form';

export type ContactField = 'email' | 'mobile_number';
export const CONTACT_FIELDS: readonly ContactField[] = ['email', 'mobile_number'];

/** What registration would answer for a taken contact, shown under the field (issue 26 C). */
export const TAKEN_MESSAGE: Record<ContactField, string> = {
  email: REGISTRATION_MESSAGES.duplicateEmail,
  mobile_number: REGISTRATION_MESSAGES.duplicateMobile,
};

/** As the contract normalises them, so 'Asha@X.com' and 'asha@x.com' are one question. */
const normalise: Record<ContactField, (raw: string) => string> = {
  email: (raw) => raw.trim().toLowerCase(),
  mobile_number: (raw) => normaliseMobile(raw.trim()),
};
const checkable: Record<ContactField, (value: string) => boolean> = {
  email: isEmail,
  mobile_number: (value) => MOBILE_PATTERN.test(value),
};

type Body = Partial<Record<ContactField, string>>;
type Answer = Partial<Record<ContactField, ContactAvailability>>;

const ask = async (body: Body): Promise<Answer> =>
  (await apiRequest(checkRegistrationContact, { body })).data;

/**
 * Step 1's e-mail and mobile number, checked against the accounts as they are typed (issue 26 C),
 * so a taken one is found there rather than at Submit. Each value is asked about once (the server
 * limits checks per network); a check that fails says nothing, and Submit still gets the server's 409.
 */
export function createContactChecker(request: (body: Body) => Promise<Answer> = ask) {
  const answers = new Map<string, ContactAvailability>();
  const pending = new Map<string, Promise<void>>();
  const keyOf = (field: ContactField, value: string) => `${field}:${value}`;

  /** The taken messages for the values as they are now, from answers already in. */
  function known(values: RegisterValues): StepErrors {
    const errors: StepErrors = {};
    for (const field of CONTACT_FIELDS) {
      if (answers.get(keyOf(field, normalise[field](values[field]))) === 'taken')
        errors[field] = TAKEN_MESSAGE[field];
    }
    return errors;
  }

  /** Asks about the fields' well-formed values not asked about yet, then answers as `known`. */
  async function check(
    values: RegisterValues,
    fields: readonly ContactField[] = CONTACT_FIELDS,
  ): Promise<StepErrors> {
    const body: Body = {};
    for (const field of fields) {
      const value = normalise[field](values[field]);
      if (checkable[field](value) && !answers.has(keyOf(field, value))) body[field] = value;
    }
    if (Object.keys(body).length > 0) {
      const key = JSON.stringify(body);
      let run = pending.get(key);
      if (!run) {
        run = request(body)
          .then(
            (answer) => {
              for (const field of CONTACT_FIELDS) {
                const value = body[field];
                const said = answer[field];
                if (value !== undefined && said) answers.set(keyOf(field, value), said);
              }
            },
            () => {
              // Offline, limited or failing: no message here; Submit still hears the server.
            },
          )
          .finally(() => pending.delete(key));
        pending.set(key, run);
      }
      await run;
    }
    return known(values);
  }

  return { known, check };
}

export type ContactChecker = ReturnType<typeof createContactChecker>;
