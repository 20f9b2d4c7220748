// The paste box: a table becomes the next version; a paste the service classifies as code or a
// formula stays in the box with a line offering .send(), which runs it in the chat instead (or,
// when it is too long for a chat message, asks to shorten it). A refusal with the service's notes
// (fixed sentences of the parser, never the pasted text) shows them under the page's own line.
import { count, error_text } from './texts.js';

const $ = (id) => document.getElementById(id);

export class paste_box {
  constructor(session, panel, chat) {
    this.session = session;
    this.panel = panel;
    this.chat = chat;
    this.input = $('paste-input');
    this.note = $('paste-note');
    this.note_text = $('paste-note-text');
    this.detail = $('paste-detail');
    this.send_button = $('paste-send');
    $('paste-form').addEventListener('submit', (e) => {
      e.preventDefault();
      this.submit();
    });
    this.input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        this.submit();
      }
    });
    this.input.addEventListener('input', () => this.say(''));
    this.send_button.addEventListener('click', () => this.to_chat());
  }

  say(text, kind = '', notes = []) {
    this.note_text.textContent = text;
    this.detail.textContent = notes.filter((n) => typeof n === 'string').join(' ');
    this.note.dataset.kind = kind;
    this.send_button.hidden = kind !== 'send';
  }

  async submit() {
    const text = this.input.value;
    if (!text.trim()) return;
    $('paste-submit').disabled = true;
    this.say('Reading…');
    const answer = await this.session.paste(text);
    $('paste-submit').disabled = false;
    if (answer.ok) {
      const b = answer.body;
      const warned = b.warnings?.length ? ` (${b.warnings.length} warning${b.warnings.length > 1 ? 's' : ''})` : '';
      this.say(`Version ${b.version}: ${count(b.rows)} rows${warned}.`, 'ok');
      this.input.value = '';
      await this.panel.refresh(b.version);
      return;
    }
    const code = answer.body?.detail;
    if (code === 'code' || code === 'formula') {
      const what = code === 'code' ? 'code' : 'a formula';
      if (answer.body.chat === 'send') {
        this.say(`This looks like ${what}, not a table. Run it in the chat:`, 'send');
      } else {
        this.say(`This looks like ${what}, not a table, and is too long for a chat message (2,000 characters): shorten it to run it in the chat.`, 'shorten');
      }
      return;
    }
    this.say(error_text(code), 'error', Array.isArray(answer.body?.notes) ? answer.body.notes : []);
  }

  reset() {
    this.input.value = '';
    this.say('');
  }

  to_chat() {
    const text = this.input.value;
    this.say('Sent to the chat.', 'ok');
    this.input.value = '';
    this.chat.send(text);
  }
}
