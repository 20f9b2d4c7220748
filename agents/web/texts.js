// What the page says for each code of the service's fixed vocabulary. The service never sends
// free text in an error, so these sentences are the page's own. Refusals carry their own text,
// already in the person's language.

const errors = {
  network: 'The service cannot be reached. Check your connection and try again.',
  unavailable: 'The service is unavailable right now. Try again in a moment.',
  capacity: 'The service is busy right now. Try again in a moment.',
  deadline: 'That took too long and was stopped.',
  guard_unavailable: 'The data check is unavailable right now, so nothing was stored. Try again shortly.',
  upstream: 'The language model did not answer. Try again.',
  internal: 'Something went wrong on our side.',
  session_expired: 'This session has expired; a new one was started.',
  not_found: 'That version does not exist.',
  user_required: 'Your login name cannot be used here (letters, digits, - and _ only).',
  too_long: 'That is too long: a paste can be up to 200 KB.',
  payload_too_large: 'That is too long: a paste can be up to 200 KB.',
  unparseable: 'That could not be read as a table.',
  data_refused: 'That data was refused by the data check.',
  rate_limited: 'Too many requests in a short time. Wait a minute and try again.',
  too_many_runs: 'You already have computations running or waiting. Wait for one to finish.',
  too_many_sessions: 'Too many new conversations in a short time. Continue this one, or try again later.',
  daily_limit: 'The daily limit is reached. It resets at midnight UTC.',
  turn_in_progress: 'An answer is still running in this session.',
  invalid_arguments: 'The message must be 1 to 2,000 characters.',
  formula_syntax: 'The formula could not be read.',
  formula_domain: 'The formula has a range or value it cannot use.',
  needs_translation: 'That language needs a language model, and none is configured.',
  validation: 'The code was refused by the validator.',
};

export function error_text(code) {
  return errors[code] || 'Something went wrong.';
}

const steps = {
  judging: 'Reading your message…',
  thinking: 'Thinking…',
  running: 'Running the computation…',
  translating: 'Translating to Python…',
  storing: 'Storing the data…',
};

export function step_text(step, data) {
  if (step === 'queued') {
    const waiting = Number(data.waiting) || 0;
    return `Queued: position ${Number(data.position) || 1}` + (waiting > 1 ? ` of ${waiting} waiting` : '');
  }
  return steps[step] || 'Working…';
}

const sources = { paste: 'paste', code: 'code', formula: 'formula' };
export function source_text(source) {
  return sources[source] || 'data';
}

export function count(n) {
  return Number(n).toLocaleString('en-US');
}
