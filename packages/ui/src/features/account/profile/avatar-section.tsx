import { MAX_UPLOAD_BYTES } from '@amply/api/constants'
import { ImageUpIcon } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { UserAvatar } from '../../../components/user-avatar'
import { Button } from '../../../components/ui/button'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useUploadProfilePicture } from '../api/profile'
import { FormAlert } from '../../../components/forms/form-alert'
import { AccountSection } from '../components/account-section'
import { useAccountUser } from '../hooks/use-account-user'
import { cropImage } from '../lib/crop-image'
import type { CropArea } from '../lib/crop-image'
import type { UploadState } from './avatar-crop-dialog'

// The crop tool (react-easy-crop) downloads only once a picture is picked.
const AvatarCropDialog = lazy(() => import('./avatar-crop-dialog'))

/** The picture types the server keeps (it checks the content; this spares a useless upload). */
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']

const idle: UploadState = { progress: null, error: null }

/** The profile photo: pick a picture, crop it to a circle, upload it with progress. */
export function AvatarSection() {
  const { t } = useTranslation('account')
  const user = useAccountUser()
  const uploading = useUploadProfilePicture()
  const { notifications } = useAppServices()
  const describe = useErrorText()
  const input = useRef<HTMLInputElement>(null)
  const [source, setSource] = useState<string | null>(null)
  const [pickError, setPickError] = useState<string | null>(null)
  const [upload, setUpload] = useState<UploadState>(idle)

  // A picked picture's blob: URL lives until the dialog closes.
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source)
    },
    [source],
  )

  function pick(file: File | undefined) {
    if (!file) return
    setPickError(null)
    if (!ACCEPTED_TYPES.includes(file.type)) {
      setPickError(t('profile.avatar.wrongType'))
      return
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setPickError(t('profile.avatar.tooLarge', { megabytes: Math.floor(MAX_UPLOAD_BYTES / 1e6) }))
      return
    }
    setUpload(idle)
    setSource(URL.createObjectURL(file))
  }

  function close() {
    setSource(null)
    setUpload(idle)
    if (input.current) input.current.value = ''
  }

  async function save(area: CropArea) {
    if (!source) return
    setUpload({ progress: 0, error: null })
    try {
      const picture = await cropImage(source, area)
      await uploading.mutateAsync({
        picture,
        onProgress: (progress) => {
          setUpload({ progress, error: null })
        },
      })
      close()
      notifications.success(t('profile.avatar.saved'))
    } catch (error) {
      setUpload({ progress: 0, error: describe(error) })
    }
  }

  return (
    <AccountSection title={t('profile.avatar.title')} description={t('profile.avatar.description')}>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <UserAvatar user={user} className="size-20 text-2xl" />
        <div className="space-y-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="avatar-file"
            onChange={(event) => {
              pick(event.currentTarget.files?.[0])
            }}
          />
          <Button variant="outline" onClick={() => input.current?.click()}>
            <ImageUpIcon aria-hidden="true" />
            {user.profile_picture ? t('profile.avatar.change') : t('profile.avatar.upload')}
          </Button>
          <p className="text-xs text-muted-foreground">{t('profile.avatar.hint')}</p>
        </div>
      </div>
      {pickError ? <FormAlert>{pickError}</FormAlert> : null}
      {source ? (
        <Suspense fallback={null}>
          <AvatarCropDialog
            source={source}
            upload={upload}
            onSave={(area) => void save(area)}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </AccountSection>
  )
}
