import { paths } from '@common/paths';
import type { AdminEvent } from '@common/schemas';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { saveFeedback } from '@/components/form-dialog/save-feedback';
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
import { useTranslation } from '@/lib/i18n-react';
import { eventStatsQueryOptions, useDeleteEvent } from '../api/admin-events';
import { endedEventDeleteText } from '../utils/delete-event';

/**
 * The delete-event control and its confirmation; afterwards the browser goes to the dashboard. For
 * an event that has ended, the confirmation says how many registrations and check-ins go with it
 * (from the event's numbers) and the server is told it was confirmed.
 */
export function DeleteEventButton({ event, ended }: { event: AdminEvent; ended: boolean }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const remove = useDeleteEvent();
  const stats = useQuery({ ...eventStatsQueryOptions(event.id), enabled: ended && open });
  const counting = ended && stats.isPending;
  const { t } = useTranslation('admin');

  const onConfirm = () => {
    remove.mutate(
      { id: event.id, ended },
      saveFeedback({
        saved: { title: t('admin:delete.done') },
        failed: t('admin:delete.failed'),
        onSaved: () => {
          setOpen(false);
          navigate(paths.adminDashboard, { replace: true });
        },
      }),
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:bg-destructive-soft">
          <Trash2 aria-hidden="true" />
          {t('admin:delete.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin:delete.title')}</DialogTitle>
          <DialogDescription>
            {!ended
              ? t('admin:delete.text', { name: event.name })
              : counting
                ? t('admin:delete.counting')
                : endedEventDeleteText(t, stats.data)}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
            {t('common:action.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={remove.isPending || counting}>
            {remove.isPending ? t('admin:delete.deleting') : t('admin:delete.button')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
