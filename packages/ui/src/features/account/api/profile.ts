import { profilePictureSchema } from '@amply/api/entities/attachment'
import { useRouteMutation, useRoutesMutation } from '../../../lib/server-state/route-mutation'
import type { ScreenRouteOptions } from '../../../lib/server-state/route-mutation'
import { useStartedSession } from '../../../lib/session/use-session'
import { uploadWithProgress } from '../../../lib/uploads/upload'

/**
 * Saves profile fields; the signed-in user (the drawer, the forms) shows them once saved. A new
 * email only asks for its confirmation: the address changes when its link is opened.
 */
export const useUpdateProfile = (options?: ScreenRouteOptions<'updateProfile'>) =>
  useRouteMutation('updateProfile', { ...options, invalidates: ['getProfile'] })

/** A cropped picture to upload, and what hears how much of it has gone. */
export interface PictureUpload {
  picture: Blob
  onProgress: (fraction: number) => void
}

/** Uploads the profile photo with its progress; the signed-in user shows it once stored. */
export function useUploadProfilePicture() {
  const session = useStartedSession()
  return useRoutesMutation(
    (_call, { picture, onProgress }: PictureUpload) =>
      uploadWithProgress(
        session.client,
        session.getAccessToken,
        'uploadProfilePicture',
        picture,
        onProgress,
        undefined,
        profilePictureSchema,
      ),
    { invalidates: ['getProfile'] },
  )
}
