import type { Language } from '@ih/contract/language';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '@/components/language-switch';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useSaveLanguage } from '../api';

/**
 * The language the app, e-mails, notifications and PDFs speak to the creator (design §19). The page
 * switches at once; the account keeps the choice, so other devices and the server follow it.
 */
export function AppLanguageCard() {
  const { t } = useLingui();
  const saveLanguage = useSaveLanguage();
  async function save(language: Language) {
    try {
      await saveLanguage.mutateAsync(language);
      toast({ title: t`Language saved`, variant: 'success' });
    } catch (error) {
      toast({
        title: t`Error`,
        description: errorMessage(error, t`Could not save your language.`),
        variant: 'destructive',
      });
    }
  }
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="profile-language-heading" className="flex flex-col gap-3">
        <h2
          id="profile-language-heading"
          className="text-sm font-semibold tracking-wider text-gray-800 uppercase"
        >
          <Trans>App language</Trans>
        </h2>
        <p className="text-sm text-gray-700">
          <Trans>The app, e-mails, notifications and your receipts use this language.</Trans>
        </p>
        <LanguageSwitch onChosen={save} />
      </section>
    </Card>
  );
}
