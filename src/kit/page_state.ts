// The page as the server renders it now (GET of the current URL, parsed, not shown): where an
// answer was lost, an island reads the state it needs from it (the key list, whether the order
// still asks for a signature) instead of sending the write again.
import type { HttpService } from "../services/http";

export async function fetchCurrentPage(http: HttpService, url = window.location.href): Promise<Document> {
  const html: string = await http.get(url, "text");
  return new DOMParser().parseFromString(html, "text/html");
}
