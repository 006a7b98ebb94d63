/** The unpacked build's id, fixed by the public key in its manifest (extension-key.pub). */
export const extensionId = 'hfbkeidnhpkbfgpbngnmpcbiajdjdkgc'
