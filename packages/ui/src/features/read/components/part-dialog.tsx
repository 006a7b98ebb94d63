import { useTranslation } from 'react-i18next'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog'

/** The text of one cited part of the document. */
export function PartDialog({
  part,
  text,
  onOpenChange,
}: {
  part: number | null
  text: string
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('read')
  return (
    <Dialog open={part !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} className="sm:max-w-2xl">
        <DialogTitle className="pe-10 text-base">{t('part', { n: part ?? 0 })}</DialogTitle>
        <DialogDescription className="sr-only">{t('partDescription')}</DialogDescription>
        <blockquote
          dir="auto"
          className="max-h-[60dvh] overflow-y-auto border-s-2 ps-4 text-sm whitespace-pre-wrap"
        >
          {text}
        </blockquote>
      </DialogContent>
    </Dialog>
  )
}
