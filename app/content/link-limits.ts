/**
 * What a link to a page that is no longer there says, wherever it is stored (a page picker, a
 * menu item, a footer link): in the editor under the link, and in the build's list of problems
 * with its file and field. It names the address, so staff and the web team can find what moved.
 */
export const pageGone = (address: string) =>
  `links to ${address}, which is not a page any more: this link's page no longer exists, choose another`;

/** What a link to a page of another kind than the field offers says (a footer's area to a service). */
export const pageOfOtherKind = (address: string) =>
  `links to ${address}, which is not a page of the kind this link offers: choose one of its pages`;
