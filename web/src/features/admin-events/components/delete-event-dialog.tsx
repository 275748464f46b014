import { paths } from '@common/paths';
import type { AdminEvent } from '@common/schemas';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { useDeleteEvent } from '../api/admin-events';

/** The delete-event control and its confirmation; afterwards the browser goes to the dashboard. */
export function DeleteEventButton({ event }: { event: AdminEvent }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const remove = useDeleteEvent();

  const onConfirm = () => {
    remove.mutate(event.id, {
      onSuccess: () => {
        toast({ title: 'Event deleted successfully' });
        setOpen(false);
        navigate(paths.adminDashboard, { replace: true });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Failed to delete event',
          description: userMessage(error, 'Unknown error occurred'),
        });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:bg-destructive-soft">
          <Trash2 aria-hidden="true" />
          Delete Event
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this event?</DialogTitle>
          <DialogDescription>
            "{event.name}" and all its registrations, exhibits and check-in records will be permanently removed. This
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete Event'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
