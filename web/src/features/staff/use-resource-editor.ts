// The resource editor's state: the fields, errors and dialogs, what an action's answer does to
// them, unsaved changes kept in this tab (and put back after signing in again), the warning on
// leaving, and Ctrl+S.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useActionData, useNavigate, useNavigation, useParams, useSubmit } from 'react-router-dom';
import type { EditorActionResult, Intent, Json } from './resource-editor-action';
import { fieldsFrom, inputFrom, snapshot, type EditorFields } from './resource-editor-fields';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft-storage';
import { fieldErrors, RESOURCE_LIMITS, resourceInputSchema, slugify } from './resource-rules';
import { blocksToEditor } from './rich-text-convert';
import type { StaffResource } from './staff-query';
import { useArrivalNotice } from './use-arrival-notice';
import { useHydrated } from './use-hydrated';

export type Dialog = 'delete' | 'unpublish' | 'discard' | null;

export function useResourceEditor(resource: StaffResource | null) {
  const { documentId } = useParams();
  const result = useActionData() as EditorActionResult | undefined;
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const storageKey = draftKey(resource?.documentId ?? null);

  const [fields, setFields] = useState<EditorFields>(() => fieldsFrom(resource));
  const [saved, setSaved] = useState(() => snapshot(fieldsFrom(resource)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editorKey, setEditorKey] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [restored, setRestored] = useState<{ kind: 'restored' | 'offer'; fields?: EditorFields; savedAt: number } | null>(null);
  const [expired, setExpired] = useState(false);
  const busyIntent = navigation.state !== 'idle' && navigation.json ? ((navigation.json as { intent?: Intent }).intent ?? null) : null;
  const dirty = snapshot(fields) !== saved;
  const lossy = useMemo(() => blocksToEditor(resource?.body).dropped, [resource?.body]);

  // Unsaved changes from an earlier visit (e.g. before signing in again) come back, once the
  // page has hydrated (the server cannot see this tab's storage).
  const hydrated = useHydrated();
  const [restoreChecked, setRestoreChecked] = useState(false);
  if (hydrated && !restoreChecked) {
    setRestoreChecked(true);
    const stored = readDraft<EditorFields>(storageKey);
    if (stored && snapshot(stored.fields) !== snapshot(fieldsFrom(resource))) {
      if (stored.base === (resource?.updatedAt ?? null)) {
        setFields(stored.fields);
        setEditorKey((k) => k + 1);
        setRestored({ kind: 'restored', savedAt: stored.savedAt });
      } else {
        setRestored({ kind: 'offer', fields: stored.fields, savedAt: stored.savedAt });
      }
    }
  }

  // Every change is kept in this tab until it is saved.
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => writeDraft(storageKey, { base: resource?.updatedAt ?? null, savedAt: Date.now(), fields }), 300);
    return () => window.clearTimeout(timer);
  }, [fields, dirty, storageKey, resource?.updatedAt]);

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // What an action's answer means for the form: its state follows during render, its effects
  // on the world (navigation, focus, storage) after.
  const [handledAt, setHandledAt] = useState(0);
  if (result && result.at !== handledAt) {
    setHandledAt(result.at);
    setDialog(null);
    setErrors(result.ok ? {} : (result.errors ?? {}));
    setExpired(!result.ok && Boolean(result.expired));
    if (result.ok && result.resource && !result.createdId) {
      const fresh = fieldsFrom(result.resource);
      if (result.intent === 'discard') {
        setFields(fresh);
        setEditorKey((k) => k + 1);
      } else {
        // The CMS may have settled the address (e.g. made it unique).
        setFields((f) => ({ ...f, slug: fresh.slug, slugEdited: true }));
      }
      setSaved(snapshot(fresh));
    }
  }
  useEffect(() => {
    if (!result) return;
    if (!result.ok) {
      const first = Object.keys(result.errors ?? {})[0];
      if (first) document.getElementById(`re-${first}`)?.focus();
      return;
    }
    clearDraft(storageKey);
    if (result.intent === 'delete') navigate('/resources-manage', { replace: true, state: { notice: result.notice } });
    else if (result.createdId) navigate(`/resources-manage/${result.createdId}`, { replace: true, state: { notice: result.notice } });
  }, [result, navigate, storageKey]);

  // A notice passed along by the page before (e.g. "Published" after creating).
  const arrivalNotice = useArrivalNotice();

  const set = <K extends keyof EditorFields>(key: K, value: EditorFields[K]) => {
    setFields((f) => {
      const next = { ...f, [key]: value };
      // A new resource's address follows its title until someone types one.
      if (key === 'title' && !f.slugEdited) next.slug = slugify(String(value));
      return next;
    });
  };

  /** What a text field with a length limit takes from its field's name: id, value, change, error, limit. */
  const textField = (key: 'title' | 'excerpt' | 'metaTitle' | 'metaKeywords' | 'metaDescription') => ({
    id: `re-${key}`,
    value: fields[key],
    onChange: (value: string) => set(key, value),
    error: errors[key],
    max: RESOURCE_LIMITS[key],
  });

  function run(intent: Intent) {
    const input = inputFrom(fields);
    if (intent === 'save' || intent === 'publish') {
      const parsed = resourceInputSchema.safeParse(input);
      if (!parsed.success) {
        const found = fieldErrors(parsed.error);
        setErrors(found);
        const first = Object.keys(found)[0];
        if (first) document.getElementById(`re-${first}`)?.focus();
        return;
      }
    }
    // Plain JSON for the router (rich text is typed with interfaces, which it cannot check).
    const payload = JSON.parse(JSON.stringify({ intent, input, title: fields.title || resource?.title || '' })) as Json;
    submit(payload, { method: 'post', encType: 'application/json' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === 'publish' ? 'publish' : 'save';
    run(intent);
  }

  // Ctrl+S (or Cmd+S) saves the draft.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!busyIntent) run('save');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return {
    documentId,
    result,
    storageKey,
    fields,
    setFields,
    set,
    textField,
    errors,
    editorKey,
    setEditorKey,
    dialog,
    setDialog,
    restored,
    setRestored,
    expired,
    setExpired,
    busyIntent,
    dirty,
    lossy,
    arrivalNotice,
    run,
    onSubmit,
  };
}

export type ResourceEditorState = ReturnType<typeof useResourceEditor>;
