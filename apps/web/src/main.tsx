import '@amply/ui/globals.css'
import { mountSite } from '@amply/ui/app/mount-site'

void mountSite()
