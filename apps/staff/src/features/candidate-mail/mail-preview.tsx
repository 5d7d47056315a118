// The e-mail as the candidate will see it: who it goes to, where replies go, the subject, and the HTML the server
// rendered, in a sandboxed frame (no scripts, no same-origin access) so nothing in it can act on the staff area.
import type { MailPreviewAnswer } from '@agency/forms/candidate-mail';
import { useMailWords } from './mail-words.ts';

export function MailPreview({ mail, onHide }: { mail: MailPreviewAnswer; onHide: () => void }) {
  const words = useMailWords();
  return (
    <section aria-labelledby="mail-preview-title" className="mail-preview">
      <h3 id="mail-preview-title">{words.previewTitle}</h3>
      <dl className="fields">
        <div>
          <dt>{words.to}</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>{words.replyTo}</dt>
          <dd>{mail.replyTo}</dd>
        </div>
        <div>
          <dt>{words.subject}</dt>
          <dd>{mail.subject}</dd>
        </div>
      </dl>
      <iframe title={words.previewTitle} sandbox="" srcDoc={mail.html} className="mail-frame" />
      <button type="button" className="secondary" onClick={onHide}>
        {words.hidePreview}
      </button>
    </section>
  );
}
