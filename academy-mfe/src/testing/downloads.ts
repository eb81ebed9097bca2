// The files a page saves (the syllabus download), caught for a test: the blobs handed to
// URL.createObjectURL and the clicks on the `<a download>` that saves them.

/** Catches downloads until `restore()`: `blobs` in order, `downloads` as '<file name> <href>'. */
export function catchDownloads() {
  const blobs: Blob[] = [];
  const downloads: string[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:syllabus';
    }),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(`${this.download} ${this.href}`);
  });
  return {
    blobs,
    downloads,
    restore() {
      click.mockRestore();
      Object.assign(URL, original);
    },
  };
}

/** A blob's text: jsdom's Blob has no text(); FileReader reads it. */
export function readBlob(blob: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}
