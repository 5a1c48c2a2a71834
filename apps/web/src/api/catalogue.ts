// The error catalogue of spec §8 as data: for a failed call, what the user is shown and the text the
// caller's promise is rejected with. request.ts carries the reaction out; keeping the mapping pure keeps
// the rules in one readable place.
import { errorCodeText, requestMessages } from './messages';

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

/** The reaction to an envelope whose code is not 200; `serverMsg` wins over the default text. */
export function reactionToCode(code: number, serverMsg: string | undefined): Reaction {
  switch (code) {
    case 401:
      return { kind: 'sessionExpired', text: requestMessages.sessionRejected };
    case 405:
      return {
        kind: 'notification',
        text: serverMsg || requestMessages.sessionInvalid,
        seconds: SESSION_INVALID_SECONDS,
      };
    case 500:
      return { kind: 'htmlMessage', text: serverMsg || errorCodeText.default };
    default:
      return { kind: 'notification', text: serverMsg || errorCodeText[code] || errorCodeText.default };
  }
}

export function reactionToTransportFailure(failure: TransportFailure): Reaction {
  const text =
    failure.kind === 'network'
      ? requestMessages.networkError
      : failure.kind === 'timeout'
        ? requestMessages.timeout
        : requestMessages.httpStatus(failure.status);
  return { kind: 'message', text, seconds: TRANSPORT_MESSAGE_SECONDS };
}
