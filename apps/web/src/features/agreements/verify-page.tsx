import { AGREEMENT_MESSAGES } from '@ih/contract/agreements-messages';
import { formatIstMoment } from '@ih/contract/payout-terms';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileCheck2, FileX2, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { DropZone } from '@/components/ui/drop-zone';
import { Spinner } from '@/components/ui/spinner';
import { sha256Hex, verifyDocument } from '@/lib/agreements-api';
import { errorMessage } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';

type Result = Awaited<ReturnType<typeof verifyDocument>>['data'];

/**
 * /verify (public, design §16): drop a signed agreement's PDF; the browser hashes it (the file never
 * leaves the device) and asks whether we issued a document with that SHA-256, and who signed it.
 */
export default function VerifyPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Verify a signed agreement` });
  const inputId = useId();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'busy'; name: string }
    | { kind: 'done'; name: string; sha256: string; result: Result }
    | { kind: 'error'; message: string }
  >({ kind: 'idle' });

  const checking = state.kind === 'busy' ? state.name : '';
  const check = async (file: File | undefined) => {
    if (!file) return;
    setState({ kind: 'busy', name: file.name });
    try {
      const sha256 = await sha256Hex(file);
      const res = await verifyDocument(sha256);
      setState({ kind: 'done', name: file.name, sha256, result: res.data });
    } catch (error) {
      setState({
        kind: 'error',
        message: errorMessage(error, t`Could not check the file. Please try again.`),
      });
    }
  };

  return (
    <main id="main" className="flex min-h-dvh items-start justify-center bg-gray-50 px-4 py-10">
      <Card className="flex w-full max-w-xl flex-col gap-5 p-6">
        <div className="flex items-center gap-3">
          <ShieldCheck aria-hidden className="size-8 text-brand-700" />
          <div>
            <h1 className="text-xl font-semibold text-gray-900">
              <Trans>Verify a signed agreement</Trans>
            </h1>
            <p className="text-sm text-gray-600">
              <Trans>Influence Hub checks the file’s fingerprint. The file stays on your device.</Trans>
            </p>
          </div>
        </div>
        <DropZone
          htmlFor={inputId}
          disabled={state.kind === 'busy'}
          onDrop={(files) => void check(files[0])}
          className="p-8"
        >
          <span className="text-sm text-gray-700">
            <Trans>Drop the PDF here, or click to choose it</Trans>
          </span>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            onChange={(e) => void check(e.target.files?.[0])}
          />
        </DropZone>
        <div aria-live="polite">
          {state.kind === 'busy' ? (
            <p className="flex items-center gap-2 text-sm text-gray-700">
              <Spinner /> <Trans>Checking {checking}…</Trans>
            </p>
          ) : state.kind === 'error' ? (
            <p role="alert" className="text-sm text-red-700">
              {translateText(state.message)}
            </p>
          ) : state.kind === 'done' ? (
            <VerifyAnswer name={state.name} sha256={state.sha256} result={state.result} />
          ) : null}
        </div>
      </Card>
    </main>
  );
}

function VerifyAnswer({ name, sha256, result }: { name: string; sha256: string; result: Result }) {
  const { t } = useLingui();
  if (!result.found)
    return (
      <div className="flex flex-col gap-2 rounded-lg bg-red-50 p-4 text-red-900">
        <p className="flex items-center gap-2 font-semibold">
          <FileX2 aria-hidden className="size-5" /> <Trans>Unknown document</Trans>
        </p>
        <p className="text-sm">{translateText(AGREEMENT_MESSAGES.unknown)}</p>
        <p className="break-all font-mono text-xs">
          {name}: {sha256}
        </p>
      </div>
    );
  const { campaign, version } = result;
  const signedBy = (role: string, signer: string, at: string) => t`${role}: ${signer}, signed ${at}`;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-green-50 p-4 text-green-900">
      <p className="flex items-center gap-2 font-semibold">
        <FileCheck2 aria-hidden className="size-5" /> <Trans>Verified: issued by Influence Hub</Trans>
      </p>
      <p className="text-sm">
        {result.status === 'signed'
          ? t`${campaign}, agreement version ${version}, signed by both sides.`
          : t`${campaign}, agreement version ${version}.`}
      </p>
      <ul className="text-sm">
        {result.signers.map((s) => (
          <li key={s.role}>
            {signedBy(
              s.role === 'creator' ? t`Creator` : t`Brand`,
              s.name,
              formatIstMoment(new Date(s.signedAt)),
            )}
          </li>
        ))}
      </ul>
      <p className="break-all font-mono text-xs">
        {name}: {sha256}
      </p>
    </div>
  );
}
