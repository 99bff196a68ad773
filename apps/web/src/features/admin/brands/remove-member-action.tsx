import type { BrandMember } from '@ih/contract/brand-team';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useRemoveMember } from './team-api';

/** Remove, behind a confirmation that says what it does to the person's access. */
export function RemoveMemberAction({
  brandId,
  brandName,
  member,
  isMe,
}: {
  brandId: string;
  brandName: string;
  member: BrandMember;
  isMe: boolean;
}) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember(brandId);
  const navigate = useNavigate();

  function run() {
    remove.mutate(member._id, {
      onSuccess: (res) => {
        setOpen(false);
        toast({ title: 'Team updated', description: res.message, variant: 'success' });
        // Leaving the team ends one's access to this brand at once.
        if (isMe) navigate('/admin/brands', { replace: true });
      },
      onError: (err) => {
        setOpen(false);
        toast({
          title: 'Not removed',
          description: errorMessage(err, 'Failed to remove the person'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="self-start sm:self-auto"
        onClick={() => setOpen(true)}
        aria-label={isMe ? `Leave the ${brandName} team` : `Remove ${member.name}`}
      >
        <UserMinus aria-hidden />
        {isMe ? 'Leave' : 'Remove'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={isMe ? `Leave the ${brandName} team?` : `Remove ${member.name}?`}
        description={
          isMe
            ? `You will no longer see ${brandName} in the console. If it is your only brand, you are signed out at once.`
            : `${member.name} will no longer see ${brandName} in the console. If it is their only brand, they are signed out at once. You can add them again later.`
        }
        confirmLabel={isMe ? 'Leave' : 'Remove'}
        busy={remove.isPending}
        busyLabel={isMe ? 'Leaving...' : 'Removing...'}
        destructive
        onConfirm={run}
      />
    </>
  );
}
