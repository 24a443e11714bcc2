// The account's webhooks, on /settings/: add an address with the events it
// receives, see its secret once (with a copy button), and per webhook a test event, the secret
// rolled, deletion and the delivery log. Each call through callApi and the declared table (decision 084).
import { useId, useState } from 'react';
import { useT } from '../../../i18n/react';
import { copyText } from '../../../lib/clipboard';
import { useAction } from '../../../ui-kit/actions/useAction';
import { WEBHOOK_LIMITS, type WebhookData, type WebhookWithSecret } from '../contracts';
import { AddWebhookForm } from './AddWebhookForm';
import { WebhookItem } from './WebhookItem';
import { settingsDates } from './webhook-text';

export interface WebhooksSectionProps {
  lang: string;
  initialWebhooks: WebhookData[];
  /** This install lets webhooks reach private addresses and plain http. */
  allowPrivateNetwork: boolean;
  /** Injected by tests; the browser's clipboard otherwise. */
  copy?: (text: string) => Promise<boolean>;
}

export function WebhooksSection({
  lang,
  initialWebhooks,
  allowPrivateNetwork,
  copy = copyText,
}: WebhooksSectionProps) {
  const t = useT();
  const id = useId();
  const [webhooks, setWebhooks] = useState(initialWebhooks);
  const [shown, setShown] = useState<WebhookWithSecret | null>(null);
  const [copied, setCopied] = useState(false);
  const action = useAction();
  const dates = settingsDates(lang);
  const full = webhooks.length >= WEBHOOK_LIMITS.perAccount;

  const showSecret = (answer: WebhookWithSecret) => {
    setShown(answer);
    setCopied(false);
  };
  const copySecret = async (secret: string) => {
    if (await copy(secret)) setCopied(true);
    else void action.run(async () => Promise.reject(new Error(t('notify.webhooks.copyFailed'))));
  };

  return (
    <section className="form-card settings__section" aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`}>{t('notify.webhooks.title')}</h2>
      <p>{t('notify.webhooks.lead')}</p>
      {shown ? (
        <WebhookSecret
          shown={shown}
          copied={copied}
          onCopy={() => void copySecret(shown.secret)}
          onDone={() => setShown(null)}
        />
      ) : null}
      {webhooks.length === 0 ? <p className="manage__empty">{t('notify.webhooks.empty')}</p> : null}
      <ul className="settings__webhooks">
        {webhooks.map((webhook) => (
          <WebhookItem
            key={webhook.id}
            webhook={webhook}
            dates={dates}
            onSecret={(answer) => {
              setWebhooks((all) => all.map((w) => (w.id === answer.webhook.id ? answer.webhook : w)));
              showSecret(answer);
            }}
            onDeleted={(gone) => {
              setWebhooks((all) => all.filter((w) => w.id !== gone));
              if (shown?.webhook.id === gone) setShown(null);
            }}
          />
        ))}
      </ul>
      {full ? (
        <p className="manage__help">{t('notify.webhooks.full', { max: WEBHOOK_LIMITS.perAccount })}</p>
      ) : (
        <AddWebhookForm
          id={id}
          allowPrivateNetwork={allowPrivateNetwork}
          action={action}
          onAdded={(answer) => {
            setWebhooks((all) => [...all, answer.webhook]);
            showSecret(answer);
          }}
        />
      )}
    </section>
  );
}

interface WebhookSecretProps {
  shown: WebhookWithSecret;
  copied: boolean;
  onCopy: () => void;
  onDone: () => void;
}

/** A webhook's secret, shown once (after adding it or rolling it), with a copy button. */
function WebhookSecret({ shown, copied, onCopy, onDone }: WebhookSecretProps) {
  const t = useT();
  return (
    <div className="settings__secret" role="status">
      <p>{t('notify.webhooks.secretOnce', { url: shown.webhook.url })}</p>
      <div className="settings__secret-row">
        <code>{shown.secret}</code>
        <button type="button" className="button" onClick={onCopy}>
          {copied ? t('notify.webhooks.copied') : t('notify.webhooks.copySecret')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('notify.webhooks.done')}
        </button>
      </div>
    </div>
  );
}
