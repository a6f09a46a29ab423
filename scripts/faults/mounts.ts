/**
 * The disks that fail under the site in `npm run bench:faults`: a read-only bind mount, a tiny
 * tmpfs that fills up, and an ext4 image that the kernel turns read-only after an error. Root
 * only; bench-faults.ts runs in a mount namespace of its own, so whatever is left mounted goes
 * when it ends, and unmountAll() cleans up before that.
 */
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, realpathSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

const mounted: string[] = [];

export function run(command: string, args: string[], okCodes = [0]): string {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error) throw result.error;
  if (!okCodes.includes(result.status ?? -1)) {
    throw new Error(
      `${command} ${args.join(" ")}: ${(result.stderr || result.stdout).trim() || `exit ${result.status}`}`,
    );
  }
  return result.stdout;
}

/** Null when this process may mount file systems; otherwise why not. */
export function whyNoMounts(): string | null {
  if (process.getuid?.() !== 0) return "needs root for mount";
  const probe = mkdtempSync(join(tmpdir(), "saltbush-mount-probe-"));
  try {
    run("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe]);
    run("umount", [probe]);
    return null;
  } catch (error) {
    return `needs root for mount (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** A bind mount of the folder over itself, made read-only: even root cannot write through it. */
export function bindReadOnly(dir: string) {
  run("mount", ["--bind", dir, dir]);
  mounted.push(dir);
  run("mount", ["-o", "remount,bind,ro", dir]);
}

export function remountWritable(dir: string) {
  run("mount", ["-o", "remount,bind,rw", dir]);
}

export function mountTmpfs(dir: string, bytes: number) {
  run("mount", ["-t", "tmpfs", "-o", `size=${bytes},mode=0755`, "tmpfs", dir]);
  mounted.push(dir);
}

/** An ext4 file system in a file, mounted so that an error turns it read-only (as servers' disks usually are). */
export function mountExt4Image(image: string, dir: string, create: boolean) {
  if (create) {
    run("truncate", ["-s", "16M", image]);
    run("mkfs.ext4", ["-q", "-F", image]);
  }
  run("mount", ["-o", "loop,errors=remount-ro", image, dir]);
  mounted.push(dir);
}

/**
 * What the kernel does when a disk reports an error: ext4 marks the file system as failed and
 * remounts it read-only, under every process that has files open on it. A bind mount cannot be
 * made read-only under open files ("mount point is busy"), so this is how a disk really turns
 * read-only under a running site.
 */
export function failDisk(dir: string) {
  const device = basename(run("findmnt", ["-n", "-o", "SOURCE", "--target", dir]).trim());
  writeFileSync(`/sys/fs/ext4/${device}/trigger_fs_error`, "bench:faults\n");
}

/** The repair after such an error: check the file system, then mount it again. */
export async function repairExt4Image(image: string, dir: string) {
  await unmount(dir);
  run("e2fsck", ["-f", "-y", image], [0, 1, 2]);
  mountExt4Image(image, dir, false);
}

/** Unmounts what this script mounted there, trying a few times; throws if something still holds files open. */
export async function unmount(dir: string) {
  if (!mounted.includes(dir)) return;
  for (let tries = 0; ; tries++) {
    const result = spawnSync("umount", [dir], { encoding: "utf8" });
    if (result.status === 0) break;
    if (tries >= 10) throw new Error(`umount ${dir}: ${result.stderr.trim()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  mounted.splice(mounted.lastIndexOf(dir), 1);
}

export function unmountAll() {
  for (const dir of mounted.splice(0).reverse()) {
    if (spawnSync("umount", [dir]).status !== 0) spawnSync("umount", ["-l", dir]);
  }
}

/** Writes a file until the disk says ENOSPC; returns how many bytes fitted. */
export function fillDisk(file: string): number {
  const fd = openSync(file, "w");
  let written = 0;
  try {
    for (const size of [1 << 16, 1 << 12, 1 << 9, 1]) {
      const chunk = Buffer.alloc(size, 0x2e);
      for (;;) {
        try {
          written += writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOSPC") break;
          throw error;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

export function tempFolder(label: string): string {
  return realpathSync(mkdtempSync(join(tmpdir(), `saltbush-faults-${label}-`)));
}
