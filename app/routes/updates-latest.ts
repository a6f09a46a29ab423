import { redirect } from "react-router";
import { latestIssuePath } from "~/content/monthly-archive.server";

/**
 * /updates/latest, the subscribe box's "see last month's": the newest monthly e-mail sent, found
 * per request, so the footer of every pre-rendered page links to the e-mail of the day it is read
 * (the archive's list while none is sent yet).
 */
export function loader() {
  return redirect(latestIssuePath(Date.now()));
}
