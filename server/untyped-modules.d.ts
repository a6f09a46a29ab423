// The two tables Express's own static files and compression read, used to write nginx's.
declare module "mime-types" {
  /** The full Content-Type for an extension or type, with its charset where it has one; false if unknown. */
  export function contentType(typeOrExtension: string): string | false;
}
declare module "compressible" {
  /** Whether answers of this type are worth compressing. */
  export default function compressible(type: string): boolean | undefined;
}
