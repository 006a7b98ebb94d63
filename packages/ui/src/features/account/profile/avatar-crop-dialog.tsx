import { useId, useState } from 'react'
import Cropper from 'react-easy-crop'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { DialogFooter } from '../../../components/ui/dialog'
import { Label } from '../../../components/ui/label'
import { Progress } from '../../../components/ui/progress'
import { FormAlert } from '../../../components/forms/form-alert'
import { AccountDialog, AccountDialogHeader } from '../components/account-dialog'
import type { CropArea } from '../lib/crop-image'

/** What the crop step shows while the cropped picture uploads. */
export interface UploadState {
  /** 0 to 1 while uploading; null before. */
  progress: number | null
  error: string | null
}

/**
 * Choose the square of a picture that becomes the profile photo: drag (or arrow keys) to move,
 * the slider or the wheel to zoom, then upload with a progress bar. The only module that loads
 * react-easy-crop, so the crop tool downloads when a picture is picked.
 */
export default function AvatarCropDialog({
  source,
  upload,
  onSave,
  onClose,
}: {
  /** The picked picture (a blob: URL). */
  source: string
  upload: UploadState
  onSave: (area: CropArea) => void
  onClose: () => void
}) {
  const { t } = useTranslation('account')
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<CropArea | null>(null)
  const zoomId = useId()
  const uploading = upload.progress !== null && upload.error === null
  const percent = Math.round((upload.progress ?? 0) * 100)
  return (
    <AccountDialog busy={uploading} onClose={onClose}>
      <AccountDialogHeader
        title={t('profile.avatar.cropTitle')}
        description={t('profile.avatar.cropDescription')}
      />
      <div className="relative aspect-square w-full overflow-hidden rounded-lg bg-muted">
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => {
            setArea(pixels)
          }}
          cropperProps={{ 'aria-label': t('profile.avatar.cropArea') }}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={zoomId}>{t('profile.avatar.zoom')}</Label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          disabled={uploading}
          onChange={(event) => {
            setZoom(Number(event.currentTarget.value))
          }}
          className="w-full accent-primary"
        />
      </div>
      {upload.error ? <FormAlert>{upload.error}</FormAlert> : null}
      {uploading ? (
        <div className="space-y-1.5" role="status">
          <Progress value={percent} max={100} aria-label={t('profile.avatar.uploading')} />
          <p className="text-sm text-muted-foreground tabular-nums">
            {t('profile.avatar.progress', { percent })}
          </p>
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={uploading}>
          {t('cancel')}
        </Button>
        <Button
          disabled={!area || uploading}
          onClick={() => {
            if (area) onSave(area)
          }}
        >
          {uploading ? t('profile.avatar.uploading') : t('profile.avatar.save')}
        </Button>
      </DialogFooter>
    </AccountDialog>
  )
}
