import { createRequire } from 'node:module'
import { brand } from '@amply/api/brand'
import PDFDocument from 'pdfkit'
import { formatMoney } from './money'
import type { InvoiceRow } from './invoices'

const require = createRequire(import.meta.url)

/**
 * Noto Sans subsets (from npm) for what people type in their billing details: a line is split
 * into runs of one script and each run set in the subset that has its letters.
 */
const fonts = {
  latin: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  latinBold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  latinExt: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'),
  cyrillic: require.resolve('@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff'),
  greek: require.resolve('@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff'),
  arabic:
    require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
}
type Font = keyof typeof fonts

function fontFor(char: string): Font {
  const code = char.codePointAt(0) ?? 0
  if ((code >= 0x600 && code <= 0x6ff) || (code >= 0x750 && code <= 0x77f)) return 'arabic'
  if (code >= 0xfb50 && code <= 0xfeff) return 'arabic'
  if (code >= 0x400 && code <= 0x52f) return 'cyrillic'
  if (code >= 0x370 && code <= 0x3ff) return 'greek'
  if ((code >= 0x100 && code <= 0x24f) || (code >= 0x1e00 && code <= 0x1eff)) return 'latinExt'
  return 'latin'
}

/** Splits text into runs of one font; spaces and digits stay with the run they are in. */
function runs(text: string): { font: Font; text: string }[] {
  const out: { font: Font; text: string }[] = []
  for (const char of text) {
    const neutral = /[\s\d.,:;()\-+/#'"]/.test(char)
    const last = out.at(-1)
    const font = neutral && last ? last.font : fontFor(char)
    if (last?.font === font) last.text += char
    else out.push({ font, text: char })
  }
  return out
}

/** The PDF of an invoice, from its frozen figures. */
export function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: brand.legalEntity },
  })
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => {
    chunks.push(chunk)
  })
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks))
    })
    doc.on('error', reject)
  })

  const write = (text: string, options: PDFKit.Mixins.TextOptions = {}) => {
    const parts = runs(text || ' ')
    parts.forEach((part, index) => {
      doc.font(part.font).text(part.text, { ...options, continued: index < parts.length - 1 })
    })
  }
  const money = (amount: number) => formatMoney(amount, invoice.currency)
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc.font('latinBold').fontSize(22).text(brand.name)
  doc.font('latin').fontSize(10).fillColor('#4b5563').text(brand.tagline)
  doc.moveDown(1.5)
  doc.fillColor('#111827').font('latinBold').fontSize(16).text(`Invoice ${invoice.number}`)
  doc.font('latin').fontSize(10)
  doc.text(`Issued ${invoice.issuedAt.toISOString().slice(0, 10)} · Paid`)
  doc.moveDown(1.5)

  doc.font('latinBold').text('Billed to')
  doc.font('latin')
  const address = invoice.billedTo.address
  if (address) {
    write(address.name)
    for (const line of address.lines) write(line)
    write(address.country)
  }
  write(invoice.billedTo.email)
  doc.moveDown(1.5)

  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'latinBold' : 'latin')
    doc.text(amount, left, y, { width, align: 'right' })
    doc.y = y
    write(label, { width: width - 120 })
    doc.moveDown(0.4)
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#e5e7eb')
    .stroke()
  doc.moveDown(0.6)
  row(invoice.description, money(invoice.subtotal))
  if (invoice.discount > 0) row('Promo code', `-${money(invoice.discount)}`)
  if (invoice.credit > 0) row('Unused time of the previous plan', `-${money(invoice.credit)}`)
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke()
  doc.moveDown(0.6)
  row('Total paid', money(invoice.total), true)

  doc.moveDown(2)
  doc.font('latin').fontSize(9).fillColor('#4b5563')
  doc.text(`${brand.legalEntity} · ${brand.supportEmail}`, left, doc.y, { width })
  doc.end()
  return done
}
