import { DISCLOSURES, type Disclosure } from '@ih/contract/enums';
import { isHttpUrl } from '@ih/contract/patterns';
import { linkOnPlatform } from '@ih/contract/platform-links';
import { typeNotAllowedMessage } from '@ih/contract/upload-rules';
import type { WorkItem } from '@ih/contract/work';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MessagesCard } from '@/components/messages/lazy-thread';
import { Button } from '@/components/ui/button';
import { controlClass, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDayMonthYear } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useWorkItem } from '../api/get-work-item';
import { useSubmitPostDetails } from '../api/submissions';
import { WorkHeaderCard } from '../components/campaign-cards';
import { FilePreviewDialog, type PreviewFile } from '../components/file-preview-dialog';
import { PreviewThumb } from '../components/file-thumb';
import { FormActions } from '../components/form-actions';
import { MediaAssetsCard } from '../components/media-assets';
import { DetailLoading, ErrorView, NotFoundView } from '../components/page-states';
import { PlatformIcon } from '../components/platform-icon';
import { ProofPicker } from '../components/proof-picker';
import { Section } from '../components/section';
import { useSlotUploads } from '../components/use-slot-uploads';
import { PROOF_ACCEPT } from '../lib/deliverables';
import { feeLines } from '../lib/fee';
import { filesFor } from '../lib/files';
import { WORK_DEFAULTS, WORK_TEXT } from '../lib/messages';

const POST_LINK_MESSAGE = msg`Enter the full link to your post, starting with https://`;

const BACK = '/work/approved-work';
const key = (platformId: string, deliverableId: string) => `${platformId}|${deliverableId}`;

/** /work/approved-details/{id}: approved files, then post links and screenshots (doc 001 §2). */
export default function ApprovedDetailsPage() {
  const { t } = useLingui();
  const { workId = '' } = useParams();
  const work = useWorkItem(workId, { status: 'approved', fallbackMessage: WORK_TEXT.fetchApprovedFailed });
  const eventName = work.data?.campaign.basic_info.event_name;
  usePageMeta({
    title: eventName ? t`Approved Work - ${eventName}` : t`Approved Work`,
    back: BACK,
    breadcrumb: [
      { label: t`Work`, to: '/work' },
      { label: t`Approved Work`, to: BACK },
    ],
  });
  const back = t`Back to Work List`;
  if (!workId) return <NotFoundView title={WORK_TEXT.workIdRequired} backLabel={back} backTo={BACK} />;
  if (work.isPending) return <DetailLoading />;
  if (work.isError) return <ErrorView message={work.error.message} backLabel={back} backTo={BACK} />;
  if (!work.data) return <NotFoundView title={WORK_TEXT.approvedNotFound} backLabel={back} backTo={BACK} />;
  return <ApprovedForm item={work.data} />;
}

const OFF_PLATFORM_CONFIRM = msg`A post link is not on its platform: confirm it is the right link, or correct it.`;
const CONFIRM_THIS = msg`Tick "Yes, this is the right link", or correct the link.`;
const linkId = (k: string) => `post-link-${k}`;
const confirmId = (k: string) => `confirm-off-${k}`;

/** Brings a refused field into view, clear of the sticky header, and puts the cursor in it. */
function focusField(id: string) {
  const el = document.getElementById(id);
  el?.scrollIntoView({ block: 'center' });
  el?.focus({ preventScroll: true });
}

function ApprovedForm({ item }: { item: WorkItem }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const c = item.campaign;
  const proofs = useSlotUploads('proof', WORK_TEXT.submitPostFailed);
  const submit = useSubmitPostDetails();
  const [links, setLinks] = useState<Record<string, string>>({});
  const [disclosures, setDisclosures] = useState<Record<string, Disclosure | ''>>({});
  // Links on another platform's site that the creator confirmed are right (issue 15).
  const [confirmedOff, setConfirmedOff] = useState<Record<string, boolean>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Messages under their field (issue 26 E), keyed by the field's id.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const busy = submit.isPending;
  const platforms = c.basic_info.platform;
  // Only what was delivered and approved asks for a post (issue 26 D).
  const delivered = c.deliverables.flatMap((d) => {
    const on = platforms.filter((p) => filesFor(item.task_details, p._id, d._id).length > 0);
    return on.length ? [{ d, platforms: on }] : [];
  });
  const slots = delivered.flatMap(({ d, platforms: on }) => on.map((p) => ({ d, p, k: key(p._id, d._id) })));
  const clearError = (id: string) =>
    setFieldErrors((all) => {
      if (!(id in all)) return all;
      const { [id]: _gone, ...rest } = all;
      return rest;
    });
  function showErrors(errors: Record<string, string>, summary: string) {
    setFieldErrors(errors);
    setFormError(summary);
    const first = Object.keys(errors)[0];
    if (first) focusField(first);
  }

  function pickProof(k: string, file: File) {
    if (!PROOF_ACCEPT.split(',').includes(file.type)) {
      toast({
        title: t`Invalid File Type`,
        description: typeNotAllowedMessage(['image/jpeg', 'image/png']),
        variant: 'destructive',
      });
      return;
    }
    setFormError(null);
    proofs.pick(k, file);
  }

  function onSubmit() {
    if (busy) return;
    const errors: Record<string, string> = {};
    for (const { p, k } of slots) {
      const link = links[k]?.trim() ?? '';
      if (link && !isHttpUrl(link)) errors[linkId(k)] = t(POST_LINK_MESSAGE);
      else if (link && linkOnPlatform(p.platform_name, link) === false && !confirmedOff[k])
        errors[confirmId(k)] = t(CONFIRM_THIS);
    }
    if (Object.keys(errors).length) {
      const offOnly = Object.keys(errors).every((id) => id.startsWith('confirm-off-'));
      showErrors(errors, t(offOnly ? OFF_PLATFORM_CONFIRM : POST_LINK_MESSAGE));
      return;
    }
    const anyLink = slots.some(({ k }) => (links[k]?.trim() ?? '') !== '');
    if (!anyLink && proofs.uploadedCount === 0) {
      const [first] = slots;
      showErrors(first ? { [linkId(first.k)]: WORK_TEXT.noPostDetails } : {}, WORK_TEXT.noPostDetails);
      return;
    }
    if (proofs.uploading) {
      setFormError(t`Please wait until every screenshot has finished uploading.`);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    // Where each slot sits in the body, so the API's per-field errors land under their field.
    const at = new Map<string, string>();
    const body = {
      taskId: item.taskId,
      task_details: slots.map(({ p, d, k }, i) => {
        at.set(`task_details.${i}.deliverables.0.task_link`, linkId(k));
        return {
          platformId: p._id,
          deliverables: [
            {
              deliverableType: d._id,
              task_link: links[k]?.trim() ?? '',
              task_proof: proofs.slots[k]?.uploaded?.fileUrl ?? '',
              ...(disclosures[k] ? { disclosure: disclosures[k] || undefined } : {}),
            },
          ],
        };
      }),
    };
    submit.mutate(body, {
      onSuccess: () => {
        toast({ title: WORK_TEXT.postSubmitted, variant: 'success' });
        navigate(BACK);
      },
      onError: (error) => {
        const message = errorMessage(error, WORK_TEXT.submitPostFailed);
        const errors = Object.fromEntries(
          Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {}).flatMap(([path, text]) => {
            const id = at.get(path);
            return id ? [[id, text]] : [];
          }),
        );
        if (Object.keys(errors).length) showErrors(errors, message);
        else toast({ title: message, variant: 'destructive' });
      },
    });
  }

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <WorkHeaderCard
        title={c.basic_info.event_name}
        status={item.status}
        facts={[
          { label: t`Campaign Type`, value: c.campaign_brief.campaign_type || WORK_DEFAULTS.campaignType },
          { label: t`Event Date`, value: formatDayMonthYear(c.basic_info.event_date) },
          { label: t`Approval Date`, value: formatDayMonthYear(item.approvalDate) },
          { label: t`Submission Date`, value: formatDayMonthYear(item.submissionDate) },
          ...feeLines(item),
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          {delivered.map(({ d, platforms: on }) => (
            <Section key={d._id} id={`approved-${d._id}`} title={d.deliverableType.content_type}>
              <ul className="flex flex-col gap-4">
                {on.map((p) => {
                  const k = key(p._id, d._id);
                  const files = filesFor(item.task_details, p._id, d._id);
                  const linkError = fieldErrors[linkId(k)];
                  const confirmError = fieldErrors[confirmId(k)];
                  const platform = p.platform_name;
                  const fileCount = files.length;
                  return (
                    <li key={p._id} className="flex flex-col gap-3 rounded-lg border border-border p-3">
                      <span className="flex items-center justify-between gap-2 text-sm font-semibold text-gray-900">
                        <span className="flex items-center gap-2">
                          <PlatformIcon name={p.platform_name} logo={p.platform_logo} />
                          {p.platform_name}
                        </span>
                        <span className="text-xs font-normal text-gray-600">
                          <Plural value={fileCount} one="# approved file" other="# approved files" />
                        </span>
                      </span>
                      {files.length ? (
                        <ul className="flex flex-wrap gap-2">
                          {files.map((f) => (
                            <li key={f._id}>
                              <PreviewThumb file={f} size="size-16" onPreview={setPreview} />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      <div className="grid gap-3 md:grid-cols-2">
                        <div className="flex flex-col gap-1.5">
                          <Label htmlFor={linkId(k)}>
                            <Trans>Post Link</Trans>
                          </Label>
                          {/* The browser scrolls a refused link into view: keep it and its label clear
                              of the sticky header (64 px, plus the greeting row below 1024 px). */}
                          <Input
                            id={linkId(k)}
                            aria-invalid={linkError ? true : undefined}
                            aria-describedby={linkError ? `${linkId(k)}-error` : undefined}
                            className="scroll-mt-36 lg:scroll-mt-24"
                            type="url"
                            inputMode="url"
                            placeholder="https://"
                            disabled={busy}
                            value={links[k] ?? ''}
                            onChange={(e) => {
                              setFormError(null);
                              clearError(linkId(k));
                              clearError(confirmId(k));
                              setLinks((all) => ({ ...all, [k]: e.target.value }));
                            }}
                          />
                          {linkError ? (
                            <p id={`${linkId(k)}-error`} className="text-xs font-medium text-red-700">
                              {translateText(linkError)}
                            </p>
                          ) : null}
                          <Label htmlFor={`disclosure-${k}`}>
                            <Trans>Disclosure on the post</Trans>
                          </Label>
                          <select
                            id={`disclosure-${k}`}
                            className={cn(controlClass, 'h-10')}
                            disabled={busy}
                            value={disclosures[k] ?? ''}
                            onChange={(e) =>
                              setDisclosures((all) => ({ ...all, [k]: e.target.value as Disclosure | '' }))
                            }
                          >
                            <option value="">{t`Choose the label your post shows`}</option>
                            {DISCLOSURES.map((label) => (
                              // The label as the post shows it, which ASCI's words are: English.
                              <option key={label} value={label} lang="en">
                                {label === 'Paid partnership tag'
                                  ? t`${platform}'s paid-partnership tag`
                                  : label}
                              </option>
                            ))}
                          </select>
                          <p className="text-xs text-gray-600">
                            <Trans>
                              ASCI asks every paid post to say so clearly, e.g. "Ad" or "Sponsored".
                            </Trans>
                          </p>
                          {links[k]?.trim() && linkOnPlatform(p.platform_name, links[k].trim()) === false ? (
                            <div
                              role="alert"
                              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                            >
                              <Trans>This link is not on {platform}. Check it is the right post.</Trans>
                              <label className="mt-2 flex min-h-11 items-center gap-2 font-medium">
                                <input
                                  id={confirmId(k)}
                                  type="checkbox"
                                  className="size-4"
                                  aria-invalid={confirmError ? true : undefined}
                                  aria-describedby={confirmError ? `${confirmId(k)}-error` : undefined}
                                  checked={confirmedOff[k] ?? false}
                                  onChange={(e) => {
                                    clearError(confirmId(k));
                                    setConfirmedOff((all) => ({ ...all, [k]: e.target.checked }));
                                  }}
                                />
                                <Trans>Yes, this is the right link</Trans>
                              </label>
                              {confirmError ? (
                                <p id={`${confirmId(k)}-error`} className="font-medium text-red-700">
                                  {translateText(confirmError)}
                                </p>
                              ) : null}
                            </div>
                          ) : null}
                        </div>
                        <ProofPicker
                          id={`proof-${k}`}
                          label={`${p.platform_name}, ${d.deliverableType.content_type}`}
                          slot={proofs.slots[k]}
                          disabled={busy}
                          onPick={(file) => pickProof(k, file)}
                          onRemove={() => proofs.remove(k)}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            </Section>
          ))}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <MediaAssetsCard media={c.mediaAssets} title={t`Campaign Assets`} withDownload />
          <MessagesCard scope="creator" applicationId={item._id} />
        </div>
      </div>
      <FormActions error={formError}>
        <Button variant="outline" asChild>
          <Link to={BACK}>
            <ArrowLeft aria-hidden />
            <Trans>Back to Work List</Trans>
          </Link>
        </Button>
        <Button type="submit" busy={busy} busyLabel={t`Submitting...`}>
          <Send aria-hidden />
          <Trans>Update Post Details</Trans>
        </Button>
      </FormActions>
      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </form>
  );
}
