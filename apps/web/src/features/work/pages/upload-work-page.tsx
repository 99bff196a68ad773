import { typeNotAllowedMessage } from '@ih/contract/upload-rules';
import type { WorkItem } from '@ih/contract/work';
import { WORK_MESSAGES } from '@ih/contract/work-messages';
import { checkSlots, slotKey, slotRules } from '@ih/contract/work-slots';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useWorkItem } from '../api/get-work-item';
import { useSubmitWork } from '../api/submissions';
import { DRAFT_SAVE_FAILED, type WorkDraft, type WorkDraftBody, workDraftQuery } from '../api/work-draft';
import { WorkHeaderCard } from '../components/campaign-cards';
import { FormActions } from '../components/form-actions';
import { DetailLoading, ErrorView, NotFoundView } from '../components/page-states';
import { InfoList, Section } from '../components/section';
import { UploadSlot } from '../components/upload-slot';
import { useDraftAutosave } from '../components/use-draft-autosave';
import { useLeaveGuard } from '../components/use-leave-guard';
import { restoredFiles, type SlotFiles, useWorkSlots } from '../components/use-work-slots';
import { acceptFor, acceptHint, fileAccepted, previewKind } from '../lib/deliverables';
import { feeLines } from '../lib/fee';
import { WORK_DEFAULTS, WORK_TEXT } from '../lib/messages';

const kindOfFile = (f: { name: string; contentType: string }) =>
  previewKind({ contentType: f.contentType, name: f.name, url: '' });
const inputIdOf = (key: string) => `file-${key.replace('|', '-')}`;

/** /work/upload/{workId}: the files per deliverable and platform, then Submit Work (doc 001 §2). */
export default function UploadWorkPage() {
  const { t } = useLingui();
  const { workId = '' } = useParams();
  usePageMeta({ title: t`Upload Work`, back: '/work', breadcrumb: [{ label: t`Work`, to: '/work' }] });
  // By taskId or _id in one call; the API answers rework items the same way (doc 001 §2).
  const work = useWorkItem(workId, { fallbackMessage: WORK_TEXT.fetchWorkOneFailed });
  // The unsent work kept on the server (issue 26 B); a page without it still works.
  const draft = useQuery({ ...workDraftQuery(work.data?._id ?? ''), enabled: !!work.data });
  if (!workId) return <NotFoundView title={WORK_TEXT.workIdRequired} backLabel={t`Go Back`} backTo="/work" />;
  if (work.isPending) return <DetailLoading />;
  if (work.isError) return <ErrorView message={work.error.message} backLabel={t`Go Back`} backTo="/work" />;
  if (!work.data)
    return <NotFoundView title={WORK_TEXT.workNotFound} backLabel={t`Go Back`} backTo="/work" />;
  if (draft.isPending) return <DetailLoading />;
  return <UploadForm key={work.data._id} item={work.data} draft={draft.data ?? null} />;
}

/** The notes each deliverable starts from: the latest version's (a rework keeps what was written before). */
function versionNotes(item: WorkItem): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of item.task_details)
    for (const d of entry.deliverables) if (d.notes) out[d.deliverableType] = d.notes;
  return out;
}

/**
 * The files each slot starts with: the saved draft's, else the latest version's (a rework changes
 * what was asked for and sends the rest again as it was).
 */
function startSlots(item: WorkItem, draft: WorkDraft | null): SlotFiles {
  const out: SlotFiles = {};
  if (draft) {
    for (const s of draft.slots) out[slotKey(s.platformId, s.deliverableId)] = restoredFiles(s.files);
    return out;
  }
  for (const entry of item.task_details)
    for (const d of entry.deliverables)
      if (d.files.length) out[slotKey(entry.platformId, d.deliverableType)] = restoredFiles(d.files);
  return out;
}

const EMPTY_DRAFT: WorkDraftBody = { slots: [], notes: {} };

const LEAVE_TEXT = {
  title: msg`Leave without submitting?`,
  description: msg`Your work has not been sent to the brand team yet. Files already uploaded and your notes stay saved as a draft for this work; files still uploading are lost.`,
};

function UploadForm({ item, draft }: { item: WorkItem; draft: WorkDraft | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const c = item.campaign;
  const deliverables = c.deliverables;
  const platforms = c.basic_info.platform;
  const startNotes = useMemo(() => versionNotes(item), [item]);
  const uploads = useWorkSlots('work', WORK_TEXT.submitWorkFailed, startSlots(item, draft));
  const submit = useSubmitWork();
  const [notes, setNotes] = useState<Record<string, string>>(() => ({ ...startNotes, ...draft?.notes }));
  const [formError, setFormError] = useState<string | null>(null);
  const [slotErrors, setSlotErrors] = useState<Record<string, string>>({});
  const sent = useRef(false);
  const [done, setDone] = useState(false);
  const busy = submit.isPending;

  // What each slot needs, read from the campaign once, by the rules the API enforces (issue 26 A, D).
  const rules = useMemo(
    () =>
      slotRules(
        deliverables.map((d) => ({
          id: d._id,
          contentType: d.deliverableType.content_type,
          format: d.format,
          optional: d.optional === true,
        })),
        platforms.map((p) => ({ id: p._id, name: p.platform_name })),
      ),
    [deliverables, platforms],
  );
  const storedUrls = (key: string) =>
    (uploads.slots[key] ?? []).flatMap((f) => (f.state === 'done' && f.fileUrl ? [f.fileUrl] : []));

  const bodyOf = (urlsOf: (key: string) => string[], text: Record<string, string>): WorkDraftBody => ({
    slots: rules.flatMap((r) => {
      const urls = urlsOf(slotKey(r.platformId, r.deliverableId));
      return urls.length
        ? [
            {
              platformId: r.platformId,
              deliverableId: r.deliverableId,
              files: urls.map((fileUrl) => ({ fileUrl })),
            },
          ]
        : [];
    }),
    notes: Object.fromEntries(Object.entries(text).filter(([, text]) => text.trim() !== '')),
  });
  // What the latest version sent: work equal to it is not unsent work, and needs no draft.
  const [baseline] = useState(() => {
    const files = startSlots(item, null);
    return JSON.stringify(
      bodyOf((key) => (files[key] ?? []).flatMap((f) => (f.fileUrl ? [f.fileUrl] : [])), startNotes),
    );
  });
  const current = bodyOf(storedUrls, notes);
  const deliverableTitle = (n: number, name: string, optional: boolean) =>
    optional ? t`${n}. ${name} (optional)` : `${n}. ${name}`;
  const unsent = uploads.uploading || JSON.stringify(current) !== baseline;
  const autosave = useDraftAutosave(item._id, unsent ? current : EMPTY_DRAFT, draft !== null, done);
  const leaveDialog = useLeaveGuard(
    unsent,
    { title: t(LEAVE_TEXT.title), description: t(LEAVE_TEXT.description) },
    sent,
  );

  function add(key: string, d: (typeof deliverables)[number], files: File[], replace: boolean) {
    const refused = files.find((file) => !fileAccepted(d, file));
    if (refused) {
      const allowed = acceptFor(d)
        .split(',')
        .filter((type) => type !== 'image/jpg');
      toast({
        title: t`Invalid File Type`,
        description: typeNotAllowedMessage(allowed),
        variant: 'destructive',
      });
    }
    const ok = files.filter((file) => fileAccepted(d, file));
    if (!ok.length) return;
    setFormError(null);
    setSlotErrors(({ [key]: _gone, ...rest }) => rest);
    uploads.add(key, ok, { replace });
  }

  function showProblems(problems: { key: string; message: string }[]) {
    const [first] = problems;
    if (!first) return;
    setSlotErrors(Object.fromEntries(problems.map((p) => [p.key, p.message])));
    setFormError(first.message);
    document.getElementById(inputIdOf(first.key))?.focus();
  }

  function onSubmit() {
    if (busy) return;
    if (uploads.uploading) {
      setFormError(t`Please wait until every file has finished uploading.`);
      return;
    }
    const counts = new Map(rules.map((r) => [slotKey(r.platformId, r.deliverableId), 0]));
    for (const key of counts.keys()) counts.set(key, storedUrls(key).length);
    const problems = checkSlots(rules, counts).map((p) => ({
      key: slotKey(p.platformId, p.deliverableId),
      message: p.message,
    }));
    if (problems.length) {
      if (problems[0]?.message === WORK_MESSAGES.noFiles)
        toast({ title: WORK_MESSAGES.noFiles, variant: 'destructive' });
      showProblems(problems);
      return;
    }
    setFormError(null);
    setSlotErrors({});
    // Where each slot sits in the body, so the API's per-field errors land under their slot.
    const at = new Map<string, string>();
    const body = {
      taskId: item.taskId,
      task_details: platforms.map((p, i) => ({
        platformId: p._id,
        deliverables: deliverables.map((d, j) => {
          const key = slotKey(p._id, d._id);
          at.set(`task_details.${i}.deliverables.${j}`, key);
          return {
            deliverableType: d._id,
            notes: notes[d._id]?.trim() || null,
            files: storedUrls(key).map((fileUrl) => ({ fileUrl })),
          };
        }),
      })),
    };
    submit.mutate(body, {
      onSuccess: () => {
        sent.current = true;
        setDone(true);
        toast({ title: WORK_TEXT.workSubmitted, variant: 'success' });
        navigate('/work/allotted-work');
      },
      onError: (error) => {
        const message = errorMessage(error, WORK_TEXT.submitWorkFailed);
        toast({ title: message, variant: 'destructive' });
        const fields = error instanceof ApiError ? Object.entries(error.errors ?? {}) : [];
        const problems = fields.flatMap(([path, text]) => {
          const key = at.get(path.split('.').slice(0, 4).join('.')) ?? path.replace(/^slots\./, '');
          return counts.has(key) ? [{ key, message: text }] : [];
        });
        if (problems.length) showProblems(problems);
        else setFormError(message);
      },
    });
  }

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      aria-busy={busy || undefined}
    >
      <WorkHeaderCard
        title={c.basic_info.event_name}
        status={item.status}
        facts={[
          { label: t`Brand`, value: c.basic_info.brand_id.brand_name },
          { label: t`Campaign ID`, value: c.campaign_id },
          { label: t`Deliverables`, value: String(deliverables.length) },
          { label: t`Platforms`, value: platforms.map((p) => p.platform_name).join(', ') },
          ...feeLines(item),
        ]}
      />
      {draft ? (
        <p
          role="status"
          className="rounded-card border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
        >
          <DraftBack at={draft.updatedAt} />
        </p>
      ) : null}
      {item.status === 'rework' && item.reworkReason ? (
        <div
          role="note"
          className="rounded-card border border-orange-200 bg-orange-50 p-4 text-sm text-orange-900"
        >
          <p className="font-semibold">
            <Trans>Brand team feedback</Trans>
          </p>
          <p className="whitespace-pre-line">{item.reworkReason}</p>
        </div>
      ) : null}
      {deliverables.map((d, n) => (
        <Section
          key={d._id}
          id={`deliverable-${d._id}`}
          title={deliverableTitle(n + 1, d.deliverableType.content_type, d.optional === true)}
        >
          <div className="flex flex-col gap-4">
            <InfoList
              columns={4}
              items={[
                { label: t`Duration`, value: d.duration || WORK_DEFAULTS.duration },
                { label: t`Dimension`, value: d.dimensions },
                { label: t`Format`, value: d.format || WORK_DEFAULTS.format },
                { label: t`Accepted Files`, value: acceptHint(d) },
              ]}
            />
            {d.notes ? <BrandNote note={d.notes} /> : null}
            <Field label={t`Notes`}>
              <Textarea
                value={notes[d._id] ?? ''}
                disabled={busy}
                maxLength={5000}
                placeholder={t`Anything the brand team should know about this deliverable`}
                onChange={(e) => setNotes((all) => ({ ...all, [d._id]: e.target.value }))}
              />
            </Field>
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {platforms.map((p) => {
                const key = slotKey(p._id, d._id);
                const rule = rules.find((r) => r.platformId === p._id && r.deliverableId === d._id);
                if (!rule) return null;
                return (
                  <UploadSlot
                    key={p._id}
                    inputId={inputIdOf(key)}
                    rule={rule}
                    platform={p}
                    contentType={d.deliverableType.content_type}
                    accept={acceptFor(d)}
                    hint={acceptHint(d)}
                    files={uploads.slots[key] ?? []}
                    error={slotErrors[key]}
                    disabled={busy}
                    onAdd={(files, replace) => add(key, d, files, replace)}
                    onRemove={(fileKey) => uploads.remove(key, fileKey)}
                    onMove={(fileKey, by) => uploads.move(key, fileKey, by)}
                    previewKind={kindOfFile}
                  />
                );
              })}
            </ul>
          </div>
        </Section>
      ))}
      <FormActions error={formError}>
        <p
          className={autosave.state === 'error' ? 'text-xs text-red-700' : 'text-xs text-gray-600'}
          aria-live="polite"
        >
          {autosave.state === 'saving'
            ? t`Saving draft...`
            : autosave.state === 'saved'
              ? t`Draft saved`
              : autosave.state === 'error'
                ? t(DRAFT_SAVE_FAILED)
                : ''}
        </p>
        <Button type="submit" size="lg" busy={busy} busyLabel={t`Submitting Work...`}>
          <Send aria-hidden />
          <Trans>Submit Work</Trans>
        </Button>
      </FormActions>
      {leaveDialog}
    </form>
  );
}

function DraftBack({ at }: { at: string }) {
  const when = formatDateTime(at);
  return (
    <Trans>
      Your unsent work from {when} is back: the files you uploaded and your notes. Check them and submit when
      ready.
    </Trans>
  );
}

function BrandNote({ note }: { note: string }) {
  return (
    <p className="text-sm text-gray-700">
      <Trans>Brand note: {note}</Trans>
    </p>
  );
}
