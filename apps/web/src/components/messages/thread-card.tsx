import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH } from '@ih/contract/messages-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MessageSquare, Paperclip, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage, type UploadedFile, uploadFile } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { MESSAGE_TEXT, threadQuery, useSendMessage } from '@/lib/messages-api';
import type { Scope } from '@/lib/session';
import { Linkified } from './linkified';

/**
 * The conversation about one application (issue 15): the creator and the brand team, newest at the
 * bottom, with attachments. Used on the creator's work and campaign pages and on the staff
 * application and review pages; `scope` says which side is reading.
 */
export interface ThreadCardProps {
  scope: Scope;
  applicationId: string;
  className?: string;
}

export function ThreadCard({ scope, applicationId, className }: ThreadCardProps) {
  const { t } = useLingui();
  const removeLabel = (name: string) => t`Remove ${name}`;
  const thread = useQuery(threadQuery(scope, applicationId));
  const send = useSendMessage(scope, applicationId);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const clientId = useRef(crypto.randomUUID());
  const list = useRef<HTMLOListElement>(null);
  const mine = scope === 'creator' ? 'creator' : 'staff';
  const count = thread.data?.messages.length ?? 0;

  // The newest message in view inside the list; the page itself does not move.
  useEffect(() => {
    if (count && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  async function attach(list: FileList | null) {
    if (!list?.length) return;
    setUploading(true);
    try {
      for (const f of [...list].slice(0, MESSAGE_MAX_ATTACHMENTS - files.length)) {
        const up = await uploadFile(f, { purpose: 'work', scope });
        setFiles((all) => [...all, up]);
      }
    } catch (err) {
      toast({ variant: 'destructive', title: errorMessage(err, t`Could not attach the file.`) });
    } finally {
      setUploading(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const text = body.trim();
    if (!text) return setError(t`Write a message first.`);
    setError(undefined);
    send.mutate(
      { body: text, attachments: files.map((f) => f._id), clientId: clientId.current },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
          clientId.current = crypto.randomUUID();
        },
        onError: (err) => setError(errorMessage(err, t(MESSAGE_TEXT.sendFailed))),
      },
    );
  }

  return (
    <Card className={className} id="messages">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquare aria-hidden className="size-5 text-brand-700" />
          <Trans>Messages</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <QueryState
          query={thread}
          loading={<SkeletonRows rows={3} />}
          failed={t(MESSAGE_TEXT.listFailed)}
          showRetrying={false}
        >
          {(data) => (
            <>
              {data.messages.length === 0 ? (
                <p className="text-sm text-gray-600">
                  {scope === 'creator'
                    ? t`Questions about this campaign? Write to the brand team here.`
                    : t`No messages yet. Write to the creator here.`}
                </p>
              ) : (
                <ol
                  ref={list}
                  className="flex max-h-96 flex-col gap-3 overflow-y-auto"
                  aria-label={t`Conversation`}
                >
                  {data.messages.map((m) => {
                    const own = m.author.role === mine;
                    return (
                      <li
                        key={m._id}
                        className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')}
                      >
                        <span className="text-xs text-gray-600">
                          {own ? t`You` : m.author.name} · {formatDateTime(m.createdAt)}
                        </span>
                        <div
                          className={cn(
                            'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words',
                            own ? 'bg-brand-700 text-white' : 'border border-border bg-white text-gray-900',
                          )}
                        >
                          <Linkified text={m.body} />
                          {m.attachments.length ? (
                            <ul className="mt-2 flex flex-col gap-1">
                              {m.attachments.map((a) => (
                                <li key={a._id}>
                                  <a
                                    href={a.fileUrl}
                                    target="_blank"
                                    rel="noopener noreferrer"
                                    className="inline-flex items-center gap-1 underline"
                                  >
                                    <Paperclip aria-hidden className="size-3.5" />
                                    {a.name}
                                  </a>
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </div>
                        {own && m.readAt ? (
                          <span className="text-xs text-gray-600">
                            <Trans>Read</Trans>
                          </span>
                        ) : null}
                      </li>
                    );
                  })}
                </ol>
              )}
              {data.writable ? (
                <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
                  <label htmlFor={`message-${applicationId}`} className="text-sm font-medium text-gray-900">
                    <Trans>Your message</Trans>
                  </label>
                  <Textarea
                    id={`message-${applicationId}`}
                    value={body}
                    maxLength={MESSAGE_MAX_LENGTH}
                    rows={3}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`message-${applicationId}-hint`}
                    onChange={(e) => setBody(e.target.value)}
                  />
                  <p
                    id={`message-${applicationId}-hint`}
                    className={cn('text-xs', error ? 'text-red-700' : 'text-gray-600')}
                  >
                    {error ? translateText(error) : `${body.length} / ${MESSAGE_MAX_LENGTH}`}
                  </p>
                  {files.length ? (
                    <ul className="flex flex-wrap gap-2">
                      {files.map((f) => (
                        <li
                          key={f._id}
                          className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pr-1 pl-3 text-xs"
                        >
                          {f.name}
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon-sm"
                            aria-label={removeLabel(f.name)}
                            onClick={() => setFiles((all) => all.filter((x) => x._id !== f._id))}
                          >
                            <X aria-hidden />
                          </Button>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <div className="flex items-center justify-between gap-2">
                    <label className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 has-disabled:cursor-not-allowed">
                      <Paperclip aria-hidden className="size-4" />
                      {uploading ? t`Attaching...` : t`Attach`}
                      <input
                        type="file"
                        className="sr-only"
                        accept="image/*,video/*"
                        multiple
                        disabled={uploading || files.length >= MESSAGE_MAX_ATTACHMENTS}
                        onChange={(e) => {
                          void attach(e.target.files);
                          e.target.value = '';
                        }}
                      />
                    </label>
                    <Button
                      type="submit"
                      busy={send.isPending}
                      busyLabel={t`Sending...`}
                      disabled={uploading}
                    >
                      <Send aria-hidden />
                      <Trans>Send</Trans>
                    </Button>
                  </div>
                </form>
              ) : (
                <p className="text-sm text-gray-600">
                  <Trans>This conversation is closed. You can still read it.</Trans>
                </p>
              )}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
