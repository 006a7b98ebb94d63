import { Braces, FileText, Printer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExportChoice } from '../../lib/chat/api/use-conversation-export'
import { DropdownMenuItem, DropdownMenuSeparator } from '../ui/dropdown-menu'

const choices: { choice: ExportChoice; icon: typeof FileText }[] = [
  { choice: 'markdown', icon: FileText },
  { choice: 'json', icon: Braces },
  { choice: 'pdf', icon: Printer },
]

/** The three export formats, inside a conversation's menu (history, header, recent). */
export function ExportMenuItems({
  onExport,
  separated = true,
}: {
  onExport: (choice: ExportChoice) => void
  /** A line above them, apart from the menu's other items. */
  separated?: boolean
}) {
  const { t } = useTranslation('conversation')
  return (
    <>
      {separated && <DropdownMenuSeparator />}
      {choices.map(({ choice, icon: Icon }) => (
        <DropdownMenuItem
          key={choice}
          onSelect={() => {
            onExport(choice)
          }}
        >
          <Icon aria-hidden="true" />
          {t(`export.${choice}`)}
        </DropdownMenuItem>
      ))}
    </>
  )
}
