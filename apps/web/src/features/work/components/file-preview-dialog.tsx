import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useLingui } from '@/lib/i18n-react';
import { previewKind } from '../lib/deliverables';
import { WORK_TEXT } from '../lib/messages';

export interface PreviewFile {
  url: string;
  name: string;
  contentType?: string | null;
}

/** Image or video preview; any other file says so and offers a new tab (doc 001 §2). */
export function FilePreviewDialog({ file, onClose }: { file: PreviewFile | null; onClose: () => void }) {
  useLingui();
  const kind = file ? previewKind(file) : 'other';
  return (
    <Dialog open={file !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {file ? (
        <DialogContent title={file.name} className="max-w-3xl">
          {kind === 'image' ? (
            <img src={file.url} alt={file.name} className="max-h-[70dvh] w-full rounded-lg object-contain" />
          ) : kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: creators' own uploads carry no caption track
            <video src={file.url} controls className="max-h-[70dvh] w-full rounded-lg bg-black" />
          ) : (
            <p className="py-6 text-center text-sm text-gray-700">{WORK_TEXT.previewUnavailable}</p>
          )}
          <DialogFooter>
            <Button variant="outline" asChild>
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                {WORK_TEXT.openInNewTab}
              </a>
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
