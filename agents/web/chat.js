// The chat column: the person's messages, the turn's events as they stream (status, queued with
// its position, datasets, answers, refusals, errors), and the cancel button. Text from the person
// or the service is only ever set as textContent.
import { count, error_text, source_text, step_text } from './texts.js';

const $ = (id) => document.getElementById(id);

export class chat_column {
  constructor(session, panel) {
    this.session = session;
    this.panel = panel;
    this.running = null;  // the AbortController of the running turn
    this.list = $('messages');
    this.input = $('chat-input');
    $('composer').addEventListener('submit', (e) => {
      e.preventDefault();
      this.send(this.input.value);
    });
    this.input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
        e.preventDefault();
        this.send(this.input.value);
      }
    });
    $('cancel').addEventListener('click', () => this.cancel());
  }

  add(kind, text, lang) {
    const item = document.createElement('li');
    item.className = `message ${kind}`;
    item.dataset.kind = kind;
    if (lang) item.lang = lang;
    item.textContent = text;
    this.list.append(item);
    item.scrollIntoView({ block: 'end' });
    return item;
  }

  status(text) {
    const line = $('turn-status');
    line.hidden = !text;
    line.textContent = text || '';
  }

  busy(on) {
    $('send').disabled = on;
    $('cancel').hidden = !on;
    this.input.setAttribute('aria-busy', String(on));
  }

  async send(raw) {
    const text = raw.trim();
    if (!text || this.running) return;
    if ([...text].length > 2000) {
      this.add('error', error_text('invalid_arguments'));
      return;
    }
    this.input.value = '';
    this.add('user', text);
    this.running = new AbortController();
    this.cancelled = false;
    this.busy(true);
    this.status(step_text('judging', {}));
    const onEvent = (name, data) => this.event(name, data);
    let answer = await this.session.turn(text, onEvent, this.running.signal);
    if (!answer.ok && answer.body?.detail === 'session_expired') {
      const fresh = await this.session.ensure(true);
      if (fresh.ok) {
        this.add('note', error_text('session_expired'));
        await this.panel.refresh();
        answer = await this.session.turn(text, onEvent, this.running.signal);
      }
    }
    if (!answer.ok) this.add('error', error_text(answer.body?.detail));
    else if (this.cancelled) this.add('note', 'Cancelled.');
    this.running = null;
    this.busy(false);
    this.status('');
    this.input.focus();
  }

  async cancel() {
    if (!this.running) return;
    this.cancelled = true;
    this.status('Cancelling…');
    await this.session.cancel();
  }

  event(name, data) {
    switch (name) {
      case 'status':
        this.status(step_text(data.step, data));
        $('turn-status').dataset.step = String(data.step);
        break;
      case 'message':
        this.add('assistant', String(data.text ?? ''));
        break;
      case 'refusal':
        this.add('refusal', String(data.text ?? ''), typeof data.lang === 'string' ? data.lang : undefined);
        break;
      case 'error':
        this.add('error', error_text(data.code) + (data.ref ? ` (ref ${data.ref})` : ''));
        break;
      case 'dataset': {
        const item = this.add('dataset',
          `Version ${data.version}: ${count(data.rows)} rows from ${source_text(data.source)}.`);
        item.dataset.version = String(data.version);
        this.panel.refresh(data.version);
        break;
      }
      case 'done':
        this.status('');
        break;
      default:
        break;  // ready, and any event a later version adds
    }
  }
}
