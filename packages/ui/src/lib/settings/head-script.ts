import { defaultLanguage } from '../../i18n/languages'
import { applyDisplaySettings } from './apply-display-settings'
import { displayConfig } from './display-config'

/**
 * The inline `<head>` script that applies the display settings before the first paint (no
 * flash of the wrong theme or direction). The build writes it into every HTML page; the
 * server's Content-Security-Policy allows it by its hash. A page prerendered in English but
 * shown in another language stays hidden until the app has rendered it (3 s at most).
 */
export function displaySettingsHeadScript(): string {
  const apply = `(${applyDisplaySettings.toString()})(r,localStorage,matchMedia('(prefers-color-scheme: dark)').matches,navigator.languages||[],${JSON.stringify(displayConfig)})`
  return `(function(){var r=document.documentElement;try{${apply}}catch(e){}if(r.lang!==${JSON.stringify(defaultLanguage)}){r.dataset.translating='true';setTimeout(function(){delete r.dataset.translating},3000)}})()`
}
