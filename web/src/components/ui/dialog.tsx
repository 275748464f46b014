import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { cn } from '@/lib/utils';

/** A centred modal dialog (Radix Dialog: focus trap, Escape, outside click, labelled by its title). */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The two panels Radix's dialog draws here: the centred dialog and the phone menu's side sheet. */
const panels = {
  dialog: {
    className:
      'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-card border border-border bg-card p-5 shadow-xl sm:p-6 motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out',
    closeLabel: 'common:dialog.close',
    closePlacement: 'end-3 top-3',
  },
  sheet: {
    className:
      'fixed inset-y-0 right-0 z-50 flex h-full w-3/4 max-w-xs flex-col gap-4 border-l border-border bg-card p-6 shadow-xl motion-safe:data-[state=open]:animate-slide-in-right motion-safe:data-[state=closed]:animate-slide-out-right',
    closeLabel: 'common:dialog.closeMenu',
    closePlacement: 'end-4 top-4',
  },
} as const;

export interface ModalContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  panel: keyof typeof panels;
}

/** Radix's dialog content in a portal over the dimmed page, with its close button. */
export function ModalContent({ panel, className, children, ...props }: ModalContentProps) {
  const { className: panelClassName, closeLabel, closePlacement } = panels[panel];
  const { t } = useTranslation('common');
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out" />
      <DialogPrimitive.Content className={cn(panelClassName, className)} {...props}>
        {children}
        <DialogPrimitive.Close
          aria-label={t(closeLabel)}
          className={cn(
            'absolute',
            closePlacement,
            'rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
          )}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogContent(props: ComponentProps<typeof DialogPrimitive.Content>) {
  return <ModalContent panel="dialog" {...props} />;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pe-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold leading-tight tracking-tight', className)} {...props} />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
