/**
 * What the page starts before Monaco and the app have loaded (main.ts): the
 * request for the content files and the pack check's worker, which gets the
 * files the moment they come. Monaco takes a second or more to load on a
 * busy machine; the first check runs meanwhile, in parallel, instead of
 * after it (issue 26: the editor ready within 3 s).
 */
import { httpContentClient, runToken, type ContentClient, type ContentListing } from './api/content-client.ts';
import { PackCheckClient } from './pack/pack-check-client.ts';
import { askedFile } from './workspace/session.ts';

export interface PageStart {
  client: ContentClient;
  /** The listing with every file's text, asked for once. */
  listing: Promise<ContentListing>;
  /** The pack check, already given the files on disk; or why it could not start. */
  checker: PackCheckClient | Error;
}

export function startPage(): PageStart {
  // The run's key from the editor's link (or kept from it): every call to the content server carries it.
  const client = httpContentClient('', runToken(window.location, window.history, window.localStorage));
  const listing = client.list({ texts: true });
  let checker: PackCheckClient | Error;
  try {
    checker = new PackCheckClient();
  } catch (error) {
    checker = error instanceof Error ? error : new Error(String(error));
  }
  if (checker instanceof PackCheckClient) {
    const check = checker;
    listing.then(
      ({ folder, files }) => {
        const texts = new Map(files.flatMap((f) => (f.text === undefined ? [] : [[f.path, f.text] as [string, string]])));
        // The pack of the file the address or the kept session shows is checked first (without: the checker's own choice).
        check.setFiles(texts, folder, askedFile([...texts.keys()], location.hash, localStorage));
      },
      // The app reads the same listing and says what went wrong.
      () => undefined,
    );
  }
  return { client, listing, checker };
}
