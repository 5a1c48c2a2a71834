import type { SmsAttemptFilter, SmsKind, SmsOutboxFilter, SmsProviderName } from '@platform/contract';
import type { Dayjs } from 'dayjs';

type Range = [Dayjs | null, Dayjs | null] | null;

/** What the outbox tab's search form holds. */
export interface OutboxSearch {
  recipient?: string;
  body?: string;
  state?: 'sent' | 'unsent';
  range?: Range;
}

/** What the attempts tab's search form holds. */
export interface AttemptSearch {
  recipient?: string;
  provider?: SmsProviderName;
  kind?: SmsKind;
  result?: 'ok' | 'failed';
  range?: Range;
}

const text = (name: string, value: string | undefined) => (value?.trim() ? { [name]: value.trim() } : {});

function rangeOf(range: Range | undefined) {
  const [from, to] = range ?? [];
  return {
    ...(from ? { from: from.startOf('second').toISOString() } : {}),
    // The chosen second is included whole.
    ...(to ? { to: to.endOf('second').toISOString() } : {}),
  };
}

export function outboxFilterOf(v: OutboxSearch): SmsOutboxFilter {
  return {
    ...text('recipient', v.recipient),
    ...text('body', v.body),
    ...(v.state ? { state: v.state } : {}),
    ...rangeOf(v.range),
  };
}

export function attemptFilterOf(v: AttemptSearch): SmsAttemptFilter {
  return {
    ...text('recipient', v.recipient),
    ...(v.provider ? { provider: v.provider } : {}),
    ...(v.kind ? { kind: v.kind } : {}),
    ...(v.result ? { ok: v.result === 'ok' } : {}),
    ...rangeOf(v.range),
  };
}
