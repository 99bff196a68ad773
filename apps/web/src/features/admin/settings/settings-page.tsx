import type { PlatformSettings } from '@ih/contract/settings';
import { useQuery } from '@tanstack/react-query';
import { Bell, Plus, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SkeletonRows } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { SETTINGS_TEXT, settingsQuery, useSaveSettings } from './api';

/**
 * /admin/settings: the payout promise new campaigns start with, the working days a silent brand has,
 * and the holidays that are not working days (design §13). Admins change them; brand staff read them.
 */
export default function SettingsPage() {
  usePageMeta({ title: 'Settings' });
  const isAdmin = useSession('staff')?.user?.role === 'admin';
  const settings = useQuery(settingsQuery());
  const save = useSaveSettings();
  const [draft, setDraft] = useState<{ terms: string; auto: string; holidays: string[] } | null>(null);
  const [newDay, setNewDay] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (settings.data && !draft)
      setDraft({
        terms: String(settings.data.payout_terms_days),
        auto: String(settings.data.auto_approve_days),
        holidays: settings.data.holidays,
      });
  }, [settings.data, draft]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const body: Partial<PlatformSettings> = {
      payout_terms_days: Number(draft.terms),
      auto_approve_days: Number(draft.auto),
      holidays: draft.holidays,
    };
    save.mutate(body, {
      onSuccess: () => {
        setErrors({});
        toast({ variant: 'success', title: 'Settings saved' });
      },
      onError: (err) => {
        setErrors(err instanceof ApiError ? (err.errors ?? {}) : {});
        toast({ variant: 'destructive', title: errorMessage(err, SETTINGS_TEXT.saveFailed) });
      },
    });
  };

  if (settings.isError)
    return (
      <ErrorState
        message={errorMessage(settings.error, SETTINGS_TEXT.fetchFailed)}
        onRetry={() => void settings.refetch()}
      />
    );
  if (!draft) return <SkeletonRows rows={6} />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <form onSubmit={submit} noValidate>
        <Card>
          <CardHeader>
            <CardTitle>Payout promises</CardTitle>
            <CardDescription>
              What a new campaign promises creators unless its own terms say otherwise. Existing campaigns
              keep theirs.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <Field label="Payout terms (days after the post goes live)" error={errors.payout_terms_days}>
              <Input
                type="number"
                inputMode="numeric"
                value={draft.terms}
                disabled={!isAdmin}
                onChange={(e) => setDraft({ ...draft, terms: e.target.value })}
              />
            </Field>
            <Field label="Auto-approve after (working days)" error={errors.auto_approve_days}>
              <Input
                type="number"
                inputMode="numeric"
                value={draft.auto}
                disabled={!isAdmin}
                onChange={(e) => setDraft({ ...draft, auto: e.target.value })}
              />
            </Field>
            <div className="sm:col-span-2">
              <p className="text-sm font-medium text-gray-900">Holidays</p>
              <p className="text-sm text-gray-600">
                Days that do not count as working days for automatic approval.
              </p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {draft.holidays.length === 0 ? (
                  <li className="text-sm text-gray-600">No holidays listed.</li>
                ) : null}
                {draft.holidays.map((day) => (
                  <li
                    key={day}
                    className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pr-1 pl-3 text-sm"
                  >
                    {formatDayMonthYear(day)}
                    {isAdmin ? (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Remove ${formatDayMonthYear(day)}`}
                        onClick={() =>
                          setDraft({ ...draft, holidays: draft.holidays.filter((d) => d !== day) })
                        }
                      >
                        <X aria-hidden />
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
              {isAdmin ? (
                <div className="mt-3 flex items-end gap-2">
                  <Field label="Add a holiday" className="flex-1" error={errors.holidays}>
                    <Input type="date" value={newDay} onChange={(e) => setNewDay(e.target.value)} />
                  </Field>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={!newDay}
                    onClick={() => {
                      setDraft({ ...draft, holidays: [...new Set([...draft.holidays, newDay])].sort() });
                      setNewDay('');
                    }}
                  >
                    <Plus aria-hidden />
                    Add
                  </Button>
                </div>
              ) : null}
            </div>
          </CardContent>
        </Card>
        {isAdmin ? (
          <div className="mt-4 flex justify-end">
            <Button type="submit" busy={save.isPending} busyLabel="Saving...">
              Save settings
            </Button>
          </div>
        ) : (
          <p className="mt-3 text-sm text-gray-600">Only admins can change these settings.</p>
        )}
      </form>
      <Button variant="ghost" className="self-start" asChild>
        <Link to="/admin/notification-preferences">
          <Bell aria-hidden />
          Your notification preferences
        </Link>
      </Button>
    </div>
  );
}
