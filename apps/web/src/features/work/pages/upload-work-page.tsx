import { typeNotAllowedMessage } from '@ih/contract/upload-rules';
import type { WorkItem } from '@ih/contract/work';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useWorkItem } from '../api/get-work-item';
import { useSubmitWork } from '../api/submit-work';
import { WorkHeaderCard } from '../components/campaign-cards';
import { FileDrop } from '../components/file-drop';
import { DetailLoading, ErrorView, NotFoundView } from '../components/page-states';
import { PlatformIcon } from '../components/platform-icon';
import { InfoList, Section } from '../components/section';
import { useSlotUploads } from '../components/use-slot-uploads';
import { acceptFor, acceptHint, fileAccepted, previewKind } from '../lib/deliverables';
import { feeLines } from '../lib/fee';
import { WORK_DEFAULTS, WORK_TEXT } from '../lib/messages';

const slotKey = (deliverableId: string, platformId: string) => `${deliverableId}|${platformId}`;
const kindOfFile = (file: File) => previewKind({ contentType: file.type, name: file.name, url: '' });

/** /work/upload/{workId}: one file per deliverable and platform, then Submit Work (doc 001 §2). */
export default function UploadWorkPage() {
  const { workId = '' } = useParams();
  usePageMeta({ title: 'Upload Work', back: '/work', breadcrumb: [{ label: 'Work', to: '/work' }] });
  // By taskId or _id in one call; the API answers rework items the same way (doc 001 §2).
  const work = useWorkItem(workId, { fallbackMessage: WORK_TEXT.fetchWorkOneFailed });
  if (!workId) return <NotFoundView title={WORK_TEXT.workIdRequired} backLabel="Go Back" backTo="/work" />;
  if (work.isPending) return <DetailLoading />;
  if (work.isError) return <ErrorView message={work.error.message} backLabel="Go Back" backTo="/work" />;
  if (!work.data) return <NotFoundView title={WORK_TEXT.workNotFound} backLabel="Go Back" backTo="/work" />;
  return <UploadForm item={work.data} />;
}

function UploadForm({ item }: { item: WorkItem }) {
  const navigate = useNavigate();
  const c = item.campaign;
  const uploads = useSlotUploads('work', WORK_TEXT.submitWorkFailed);
  const submit = useSubmitWork();
  // Notes start from the latest version's (a rework keeps what was written before).
  const [notes, setNotes] = useState<Record<string, string>>(() => {
    const out: Record<string, string> = {};
    for (const entry of item.task_details)
      for (const d of entry.deliverables) if (d.notes) out[d.deliverableType] = d.notes;
    return out;
  });
  const [formError, setFormError] = useState<string | null>(null);
  const busy = submit.isPending;
  const deliverables = c.deliverables;
  const platforms = c.basic_info.platform;

  function choose(key: string, deliverable: (typeof deliverables)[number], file: File) {
    if (!fileAccepted(deliverable, file)) {
      const allowed = acceptFor(deliverable)
        .split(',')
        .filter((t) => t !== 'image/jpg');
      toast({
        title: 'Invalid File Type',
        description: typeNotAllowedMessage(allowed),
        variant: 'destructive',
      });
      return;
    }
    setFormError(null);
    uploads.pick(key, file);
  }

  function onSubmit() {
    if (busy) return;
    if (uploads.uploadedCount === 0) {
      setFormError(WORK_TEXT.noFiles);
      toast({ title: WORK_TEXT.noFiles, variant: 'destructive' });
      return;
    }
    if (uploads.uploading) {
      setFormError('Please wait until every file has finished uploading.');
      return;
    }
    setFormError(null);
    const body = {
      taskId: item.taskId,
      task_details: platforms.map((p) => ({
        platformId: p._id,
        deliverables: deliverables.map((d) => {
          const slot = uploads.slots[slotKey(d._id, p._id)];
          return {
            deliverableType: d._id,
            notes: notes[d._id]?.trim() || null,
            files: slot?.uploaded ? [{ fileUrl: slot.uploaded.fileUrl }] : [],
          };
        }),
      })),
    };
    submit.mutate(body, {
      onSuccess: () => {
        toast({ title: WORK_TEXT.workSubmitted, variant: 'success' });
        navigate('/work/allotted-work');
      },
      onError: (error) =>
        toast({ title: errorMessage(error, WORK_TEXT.submitWorkFailed), variant: 'destructive' }),
    });
  }

  return (
    <form
      className="flex flex-col gap-4"
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
          { label: 'Brand', value: c.basic_info.brand_id.brand_name },
          { label: 'Campaign ID', value: c.campaign_id },
          { label: 'Deliverables', value: String(deliverables.length) },
          { label: 'Platforms', value: platforms.map((p) => p.platform_name).join(', ') },
          ...feeLines(item),
        ]}
      />
      {item.status === 'rework' && item.reworkReason ? (
        <div
          role="note"
          className="rounded-card border border-orange-200 bg-orange-50 p-4 text-sm text-orange-900"
        >
          <p className="font-semibold">Brand team feedback</p>
          <p className="whitespace-pre-line">{item.reworkReason}</p>
        </div>
      ) : null}
      {deliverables.map((d, n) => (
        <Section
          key={d._id}
          id={`deliverable-${d._id}`}
          title={`${n + 1}. ${d.deliverableType.content_type}`}
        >
          <div className="flex flex-col gap-4">
            <InfoList
              columns={4}
              items={[
                { label: 'Duration', value: d.duration || WORK_DEFAULTS.duration },
                { label: 'Dimension', value: d.dimensions },
                { label: 'Format', value: d.format || WORK_DEFAULTS.format },
                { label: 'Accepted Files', value: acceptHint(d) },
              ]}
            />
            {d.notes ? <p className="text-sm text-gray-700">Brand note: {d.notes}</p> : null}
            <Field label="Notes">
              <Textarea
                value={notes[d._id] ?? ''}
                disabled={busy}
                maxLength={5000}
                placeholder="Anything the brand team should know about this deliverable"
                onChange={(e) => setNotes((all) => ({ ...all, [d._id]: e.target.value }))}
              />
            </Field>
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {platforms.map((p) => {
                const key = slotKey(d._id, p._id);
                return (
                  <li key={p._id} className="flex flex-col gap-2">
                    <span className="flex items-center gap-2 text-sm font-medium text-gray-900">
                      <PlatformIcon name={p.platform_name} logo={p.platform_logo} />
                      {p.platform_name}
                    </span>
                    <FileDrop
                      id={`file-${key}`}
                      label={`${p.platform_name}, ${d.deliverableType.content_type}`}
                      accept={acceptFor(d)}
                      hint={acceptHint(d)}
                      slot={uploads.slots[key]}
                      disabled={busy}
                      onPick={(file) => choose(key, d, file)}
                      onRemove={() => uploads.remove(key)}
                      previewKind={kindOfFile}
                    />
                  </li>
                );
              })}
            </ul>
          </div>
        </Section>
      ))}
      <div className="flex flex-wrap items-center justify-end gap-2 rounded-card border border-border bg-white p-3 shadow-xs sm:sticky sm:bottom-2">
        {formError ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700 sm:mr-auto sm:w-auto">
            {formError}
          </p>
        ) : null}
        <Button type="submit" size="lg" busy={busy} busyLabel="Submitting Work...">
          <Send aria-hidden />
          Submit Work
        </Button>
      </div>
    </form>
  );
}
