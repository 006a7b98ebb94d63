import type { User } from '@amply/api/entities/user'
import { cn } from '../lib/utils'
import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar'

/** Up to two letters for a user without a picture: first and last name, else the email's. */
export function initialsOf(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const first = (text: string) => Array.from(text.trim())[0] ?? ''
  const letters = first(user.first_name) + first(user.last_name)
  return (letters || first(user.email)).toLocaleUpperCase()
}

/** The user's profile picture, or their initials while it loads, if it fails, or without one. */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<User, 'first_name' | 'last_name' | 'email' | 'profile_picture'>
  className?: string
}) {
  return (
    <Avatar className={cn('size-9', className)}>
      {user.profile_picture ? <AvatarImage src={user.profile_picture} alt="" /> : null}
      {/* Drawn by CSS, not text: the initials decorate a control named by its label (an
          avatar button named "Account"), so they are not a visible label it must contain. */}
      <AvatarFallback
        aria-hidden="true"
        data-initials={initialsOf(user)}
        className="before:content-[attr(data-initials)]"
      />
    </Avatar>
  )
}
