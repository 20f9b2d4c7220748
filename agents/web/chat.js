// The chat column: the person's messages, the turn's events as they stream (status, queued with
// its position, datasets, answers, refusals, errors), the cancel button, the welcome with example
// requests while the chat is empty, and the history of the session after a reload. Refusals and
// failures have their own look: an icon, a word ("Refused", "Failed") and a tint. Text from the
// person or the service is only ever set as textContent.
import { count, error_text, source_text, step_text } from './texts.js';

const $ = (id) => document.getElementById(id);

// The word and icon in front of a refusal or a failure (the icon is decoration: the word says it).
const labels = { refusal: { icon: '⊘', word: 'Refused' }, error: { icon: '⚠', word: 'Failed' } };

export class chat_column {
  // `new_conversation()` starts a new session (the header's button does the same).
  constructor(session, panel, new_conversation) {
    this.session = session;
    this.panel = panel;
    this.new_conversation = new_conversation;
    this.running = null;   // the AbortController of the running turn
    this.generation = 0;   // bumped by clear(): a turn of an earlier conversation adds nothing
    this.log = $('chat-log');
    this.list = $('messages');
    this.input = $('chat-input');
    // The log keeps its newest line in view when its size changes (a rotated phone, a wider
    // window), unless the person scrolled up to read.
    this.at_end = true;
    this.log.addEventListener('scroll', () => {
      this.at_end = this.log.scrollTop + this.log.clientHeight >= this.log.scrollHeight - 4;
    }, { passive: true });
    new ResizeObserver(() => {
      if (this.at_end) this.log.scrollTop = this.log.scrollHeight;
    }).observe(this.log);
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
    for (const example of document.querySelectorAll('#welcome .example')) {
      example.addEventListener('click', () => {
        this.input.value = example.textContent;
        this.send(example.textContent);
      });
    }
  }

  add(kind, text, lang) {
    const item = document.createElement('li');
    item.className = `message ${kind}`;
    item.dataset.kind = kind;
    if (lang) item.lang = lang;
    const label = labels[kind];
    if (label) {
      // The page's own word, in the page's language even inside a refusal in another one.
      const head = document.createElement('span');
      head.className = 'message-label';
      head.lang = 'en';
      const icon = document.createElement('span');
      icon.className = 'message-icon';
      icon.setAttribute('aria-hidden', 'true');
      icon.textContent = label.icon;
      head.append(icon, `${label.word}:`);
      const body = document.createElement('span');
      body.className = 'message-text';
      body.textContent = text;
      item.append(head, body);
    } else {
      item.textContent = text;
    }
    this.append(item);
    return item;
  }

  // Scrolls the chat's own list only: on a phone the window stays where the data panel put it.
  append(item) {
    this.list.append(item);
    $('welcome').hidden = true;
    this.log.scrollTop = this.log.scrollHeight;
    this.at_end = true;
  }

  // Right under a session_closed refusal: a button that starts a new conversation.
  offer_new_conversation() {
    const item = document.createElement('li');
    item.className = 'message action';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'new-conversation';
    button.textContent = 'Start a new conversation';
    button.addEventListener('click', () => this.new_conversation());
    item.append(button);
    this.append(item);
  }

  // An empty chat with the welcome; a running turn is stopped and adds nothing more.
  clear() {
    this.generation += 1;
    if (this.running) this.running.abort();
    this.running = null;
    this.busy(false);
    this.list.replaceChildren();
    $('welcome').hidden = false;
    this.status('');
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
    const generation = this.generation;
    const current = () => generation === this.generation;
    this.input.value = '';
    this.add('user', text);
    const running = new AbortController();
    this.running = running;
    this.cancelled = false;
    this.busy(true);
    this.status(step_text('judging', {}));
    const onEvent = (name, data) => {
      if (current()) this.event(name, data);
    };
    let answer = await this.session.turn(text, onEvent, running.signal);
    if (current() && !answer.ok && answer.body?.detail === 'session_expired') {
      const fresh = await this.session.ensure(true);
      if (fresh.ok && current()) {
        this.add('note', error_text('session_expired'));
        await this.panel.refresh();
        answer = await this.session.turn(text, onEvent, running.signal);
      }
    }
    if (this.running === running) this.running = null;
    if (!current()) return;
    if (!answer.ok) this.add('error', error_text(answer.body?.detail));
    else if (this.cancelled) this.add('note', 'Cancelled.');
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

  refusal(code, text, lang, live = true) {
    const item = this.add('refusal', String(text ?? ''), typeof lang === 'string' ? lang : undefined);
    if (typeof code === 'string') item.dataset.code = code;
    if (live && code === 'session_closed') this.offer_new_conversation();
  }

  error(code, ref) {
    const item = this.add('error', error_text(code) + (ref ? ` (ref ${ref})` : ''));
    if (typeof code === 'string') item.dataset.code = code;
  }

  dataset(version, rows, source) {
    const item = this.add('dataset', `Version ${version}: ${count(rows)} rows from ${source_text(source)}.`);
    item.dataset.version = String(version);
    return item;
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
        this.refusal(data.code, data.text, data.lang);
        break;
      case 'error':
        this.error(data.code, data.ref);
        break;
      case 'dataset':
        this.dataset(data.version, data.rows, data.source);
        this.panel.refresh(data.version).then(() => this.panel.reveal());
        break;
      case 'done':
        this.status('');
        break;
      default:
        break;  // ready, and any event a later version adds
    }
  }

  // The session's earlier messages (GET …/messages, oldest first), shown as they were live;
  // `closed`: the session takes no more messages, so the new-conversation button follows.
  restore(messages, closed) {
    for (const m of messages) {
      if (m.role === 'person') this.add('user', String(m.text ?? ''));
      else if (m.kind === 'message') this.add('assistant', String(m.text ?? ''));
      else if (m.kind === 'dataset') this.dataset(m.version, m.rows, m.source);
      else if (m.kind === 'refusal') this.refusal(m.code, m.text, m.lang, false);
      else if (m.kind === 'error') this.error(m.code, m.ref);
    }
    if (closed) this.offer_new_conversation();
  }
}
