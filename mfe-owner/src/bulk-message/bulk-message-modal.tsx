import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import {
  API,
  BULK_MESSAGE_PLACEHOLDERS,
  emailTemplateSchema,
  LOCALES,
  NEW_TEMPLATE_ID,
  type BulkMessagePreview,
  type BulkSendResult,
  type EmailTemplate,
  type Locale,
} from '@hfl/contracts';
import {
  Button,
  ConfirmModal,
  Modal,
  toastShown,
  useApiAction,
  useApiGet,
  useInjectReducer,
  useInjectSaga,
  type ApiRequest,
} from '@hfl/shared-ui';
import { ApiForm, ImageFileField, TextField } from '@hfl/shared-ui/forms';
import { RICH_TEXT_TEMPLATE_HEIGHT, RichTextField } from '../components/rich-text-editor';
import { PreviewModal } from './preview-modal';
import { RecentSends } from './recent-sends';
import { bulkSendSaga } from './saga';
import { BULK_SEND_KEY, bulkSendReducer, selectBulkSend, watchRequested, watchStopped } from './slice';

interface TranslationValues {
  language: Locale;
  subject: string;
  body: string;
  /** The stored picture's URL, kept unless a file replaces it. */
  headerImage: string | null;
  file: File | null;
}

interface TemplateValues {
  title: string;
  translations: TranslationValues[];
}

type Action = 'create' | 'copy' | 'update' | 'preview' | 'send';

export interface BulkMessageModalProps {
  /** The chosen recipients' ids. */
  userIds: string[];
  onClose: () => void;
}

const EMPTY: TemplateValues = {
  title: '',
  translations: LOCALES.map((language) => ({ language, subject: '', body: '', headerImage: null, file: null })),
};

function valuesOf(template: EmailTemplate | undefined): TemplateValues {
  if (!template) return EMPTY;
  return {
    title: template.title,
    translations: LOCALES.map((language) => {
      const translation = template.translations.find((t) => t.language === language);
      return {
        language,
        subject: translation?.subject ?? '',
        body: translation?.body ?? '',
        headerImage: translation?.headerImage ?? null,
        file: null,
      };
    }),
  };
}

/** The template as multipart: a new picture as the file, else the kept picture's URL in the same field. */
function templateForm(values: TemplateValues): FormData {
  const form = new FormData();
  form.append('title', values.title);
  values.translations.forEach((translation, i) => {
    form.append(`translations[${i}][language]`, translation.language);
    form.append(`translations[${i}][subject]`, translation.subject);
    form.append(`translations[${i}][body]`, translation.body);
    if (translation.file) form.append(`translations[${i}][headerImage]`, translation.file);
    else if (translation.headerImage) form.append(`translations[${i}][headerImage]`, translation.headerImage);
  });
  return form;
}

/** The template and the recipients as JSON (thousands of ids are more than a form carries). */
/** A send's idempotency key: one per send, kept for its retries (getRandomValues works outside HTTPS too). */
const newSendKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

const sendBody = (values: TemplateValues, users: string[]) => ({
  title: values.title,
  translations: values.translations.map(({ language, subject, body, headerImage }) => ({
    language,
    subject,
    body,
    ...(headerImage ? { headerImage } : {}),
  })),
  users,
});

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 16px;
`;

const Language = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 8px 12px;
  margin: 0 0 16px;
`;

const Note = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PickerLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
  select {
    padding: 8px;
  }
`;

/**
 * The Bulk Message modal (owner-back-office section 3): pick or write a bilingual template, save it (new, update, copy)
 * or delete it, preview it with a real recipient's data, and send it to `userIds`; then the send's progress.
 */
export function BulkMessageModal({ userIds, onClose }: BulkMessageModalProps) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  useInjectReducer(BULK_SEND_KEY, bulkSendReducer);
  useInjectSaga(BULK_SEND_KEY, bulkSendSaga);
  const { sendId, progress, failed } = useSelector(selectBulkSend);

  const [refresh, setRefresh] = useState(0);
  const templates = useApiGet<EmailTemplate[]>(API.emailTemplates, refresh);
  const list = useMemo(() => (templates.status === 'ready' ? templates.data : []), [templates]);
  const [selectedId, setSelectedId] = useState(NEW_TEMPLATE_ID);
  const selected = list.find((template) => template.id === selectedId);
  // A new form for every choice (and after every save that changes the choice).
  const [formKey, setFormKey] = useState(0);
  const [initial, setInitial] = useState<TemplateValues>(EMPTY);

  const action = useRef<Action>('create');
  const [preview, setPreview] = useState<BulkMessagePreview[] | null>(null);
  const [confirming, setConfirming] = useState<'delete' | 'send' | null>(null);
  const submitRef = useRef<(() => Promise<unknown>) | null>(null);
  // The same key for a send and its retries (a double click, a timeout): the server starts it once.
  const sendKey = useRef(newSendKey());
  const [sendsRead, setSendsRead] = useState(0);
  const pendingReload = useRef<{ id: string; stale: EmailTemplate[] } | null>(null);
  const remove = useApiAction();

  useEffect(() => () => void dispatch(watchStopped()), [dispatch]);

  const choose = (id: string) => {
    setSelectedId(id);
    setInitial(valuesOf(list.find((template) => template.id === id)));
    setFormKey((key) => key + 1);
  };

  const submit = (next: Action) => {
    action.current = next;
    void submitRef.current?.();
  };

  const request = (values: TemplateValues): ApiRequest => {
    switch (action.current) {
      case 'update':
        return { method: 'POST', path: API.emailTemplate(selectedId), body: templateForm(values) };
      case 'preview':
        return { method: 'POST', path: API.bulkSendPreview, body: sendBody(values, userIds) };
      case 'send':
        return {
          method: 'POST',
          path: API.bulkSend,
          body: { ...sendBody(values, userIds), idempotencyKey: sendKey.current },
        };
      default:
        return { method: 'POST', path: API.emailTemplates, body: templateForm(values) };
    }
  };

  const success = useCallback(
    (message: string) => dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message })),
    [dispatch, t],
  );

  const onSent = (result: unknown, values: TemplateValues) => {
    const done = action.current;
    if (done === 'preview') return setPreview(result as BulkMessagePreview[]);
    if (done === 'send') {
      const { nbSentMessages, nbSkipped, sendId: queued, repeated } = result as BulkSendResult;
      success(
        repeated
          ? t('bulkMessage.alreadySent')
          : [
              t('bulkMessage.sent', { count: nbSentMessages }),
              nbSkipped ? t('bulkMessage.skipped', { count: nbSkipped }) : '',
            ]
              .filter(Boolean)
              .join(' '),
      );
      // The next send is another one.
      sendKey.current = newSendKey();
      setSendsRead((n) => n + 1);
      dispatch(watchRequested(queued));
      return undefined;
    }
    const { id } = result as { id: string };
    success(t(done === 'update' ? 'bulkMessage.updated' : 'bulkMessage.created', { title: values.title }));
    // The saved template is the chosen one now, its pictures as stored.
    pendingReload.current = { id, stale: list };
    setSelectedId(id);
    setRefresh((n) => n + 1);
    return undefined;
  };

  // Once the list is read again after a save, the form shows the saved template as stored (its pictures' URLs).
  useEffect(() => {
    const pending = pendingReload.current;
    if (!pending || templates.status !== 'ready' || templates.data === pending.stale) return;
    pendingReload.current = null;
    const saved = templates.data.find((template) => template.id === pending.id);
    if (!saved) return;
    setInitial(valuesOf(saved));
    setFormKey((key) => key + 1);
  }, [templates]);

  const confirmDelete = async () => {
    setConfirming(null);
    const outcome = await remove.run(
      { method: 'DELETE', path: API.emailTemplate(selectedId) },
      { success: t('bulkMessage.deleted') },
    );
    if (!outcome.ok) return;
    setRefresh((n) => n + 1);
    choose(NEW_TEMPLATE_ID);
  };

  const languageName = (language: Locale) => t(`bulkMessage.language_${language}`);
  const [first, last, full] = BULK_MESSAGE_PLACEHOLDERS;

  return (
    <>
      <Modal open title={t('bulkMessage.title')} onClose={onClose}>
        <Note>{t('bulkMessage.recipients', { count: userIds.length })}</Note>
        <PickerLabel>
          {t('bulkMessage.template')}
          <select value={selectedId} onChange={(event) => choose(event.currentTarget.value)}>
            <option value={NEW_TEMPLATE_ID}>{t('bulkMessage.createNew')}</option>
            {list.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title}
              </option>
            ))}
          </select>
        </PickerLabel>
        <ApiForm<TemplateValues>
          key={formKey}
          initialValues={initial}
          schema={emailTemplateSchema}
          request={request}
          onSent={onSent}
          label={t('bulkMessage.title')}
        >
          {(form) => {
            submitRef.current = form.submitForm;
            return (
              <>
                <TextField name="title" label="owner:bulkMessage.templateTitle" />
                <Note>{t('bulkMessage.placeholders', { first, last, full })}</Note>
                {form.values.translations.map((translation, i) => (
                  <Language key={translation.language}>
                    <legend>{languageName(translation.language)}</legend>
                    <TextField
                      name={`translations[${i}].subject`}
                      label={t('bulkMessage.subject', { language: languageName(translation.language) })}
                    />
                    <RichTextField
                      name={`translations[${i}].body`}
                      label={t('bulkMessage.body', { language: languageName(translation.language) })}
                      height={RICH_TEXT_TEMPLATE_HEIGHT}
                    />
                    <ImageFileField
                      name={`translations[${i}].file`}
                      label={t('bulkMessage.headerImage', { language: languageName(translation.language) })}
                      currentImage={translation.headerImage}
                    />
                  </Language>
                ))}
                <Row>
                  {selected ? (
                    <>
                      <Button type="button" disabled={form.isSubmitting} onClick={() => submit('update')}>
                        {t('bulkMessage.update')}
                      </Button>
                      <Button
                        type="button"
                        variant="secondary"
                        disabled={form.isSubmitting}
                        onClick={() => submit('copy')}
                      >
                        {t('bulkMessage.saveCopy')}
                      </Button>
                      <Button
                        type="button"
                        variant="danger"
                        disabled={form.isSubmitting || remove.pending}
                        onClick={() => setConfirming('delete')}
                      >
                        {t('bulkMessage.delete')}
                      </Button>
                    </>
                  ) : (
                    <Button type="button" disabled={form.isSubmitting} onClick={() => submit('create')}>
                      {t('bulkMessage.saveNew')}
                    </Button>
                  )}
                </Row>
                <Row>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={form.isSubmitting}
                    onClick={() => submit('preview')}
                  >
                    {t('bulkMessage.preview')}
                  </Button>
                  <Button
                    type="button"
                    disabled={form.isSubmitting || userIds.length === 0}
                    onClick={() => setConfirming('send')}
                  >
                    {t('bulkMessage.send')}
                  </Button>
                </Row>
              </>
            );
          }}
        </ApiForm>
        {sendId && (progress || failed) ? (
          <p role="status">
            {failed
              ? t('bulkMessage.progressFailed')
              : progress!.done
                ? t('bulkMessage.progressDone', { ...progress! })
                : t('bulkMessage.progress', { ...progress! })}
          </p>
        ) : null}
        <RecentSends refresh={sendsRead} progress={progress} />
      </Modal>
      <ConfirmModal
        open={confirming === 'delete'}
        message={t('bulkMessage.confirmDelete', { title: selected?.title ?? '' })}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmModal
        open={confirming === 'send'}
        message={t('bulkMessage.confirmSend', { count: userIds.length })}
        onConfirm={() => {
          setConfirming(null);
          submit('send');
        }}
        onCancel={() => setConfirming(null)}
      />
      {preview ? <PreviewModal previews={preview} onClose={() => setPreview(null)} /> : null}
    </>
  );
}
