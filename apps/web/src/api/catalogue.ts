// The error catalogue of spec §8 as data: for a failed call, what the user is shown and the text the
// caller's promise is rejected with. request.ts carries the reaction out; keeping the mapping pure keeps
// the rules in one readable place.
import { i18n } from '../i18n';

export type Reaction =
  /** The expiry dialog offering to sign in again (shown once however many calls fail together). */
  | { kind: 'sessionExpired'; text: string }
  | { kind: 'notification'; text: string; seconds?: number }
  /** A toast whose text is server-supplied HTML, shown sanitised; it also closes the global loading. */
  | { kind: 'htmlMessage'; text: string }
  | { kind: 'message'; text: string; seconds: number };

/** How a call failed before any envelope could be read. */
export type TransportFailure = { kind: 'network' } | { kind: 'timeout' } | { kind: 'status'; status: number };

const TRANSPORT_MESSAGE_SECONDS = 5;
const SESSION_INVALID_SECONDS = 3;

/** Spec §8: the text of a code when the server sends none of its own. */
function codeText(code: number): string {
  switch (code) {
    case 403:
      return i18n.t('request.forbidden');
    case 404:
      return i18n.t('request.notFound');
    default:
      return i18n.t('request.unknown');
  }
}

/** The reaction to an envelope whose code is not 200; `serverMsg` wins over the default text. */
export function reactionToCode(code: number, serverMsg: string | undefined): Reaction {
  switch (code) {
    case 401:
      return { kind: 'sessionExpired', text: i18n.t('request.sessionRejected') };
    case 405:
      return {
        kind: 'notification',
        text: serverMsg || i18n.t('request.sessionInvalid'),
        seconds: SESSION_INVALID_SECONDS,
      };
    case 500:
      return { kind: 'htmlMessage', text: serverMsg || i18n.t('request.unknown') };
    default:
      return { kind: 'notification', text: serverMsg || codeText(code) };
  }
}

export function reactionToTransportFailure(failure: TransportFailure): Reaction {
  const text =
    failure.kind === 'network'
      ? i18n.t('request.networkError')
      : failure.kind === 'timeout'
        ? i18n.t('request.timeout')
        : i18n.t('request.httpStatus', { status: failure.status });
  return { kind: 'message', text, seconds: TRANSPORT_MESSAGE_SECONDS };
}
