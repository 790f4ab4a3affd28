/**
 * Everyday tasks of images: reading one from a file, resizing it, saving it as PNG or JPEG. Asked as users ask them,
 * Java's "read an image file" found `FileReader` and `BufferedReader` (text), Rust's `fs::File::open`, Go's
 * `os.ReadFile`, and "resize an image" Rust's `Vec::resize` and JavaScript's `ArrayBuffer.resize`: the words "read",
 * "file" and "resize" of other kinds of data.
 */
import type { EverydayTask } from './task';

/** A question that reads an image (files.ts leaves such a file's reading to the image libraries). */
export const READ_IMAGE =
  /\b(?:read|reads|reading|load|loads|loading|open|opens|opening|decode|decodes|decoding)\s+(?:an?\s+|the\s+|this\s+|each\s+)?(?:[\w-]+\s+)?(?:images?|pictures?|photos?|png|jpe?g|bitmaps?)(?:\s+files?)?\b/i;

export const IMAGE_TASKS: readonly EverydayTask[] = [
  {
    task: 'read an image',
    pattern: READ_IMAGE,
    calls: {
      java: ['javax.imageio.ImageIO.read'],
      go: ['image.Decode', 'image/png.Decode', 'image/jpeg.Decode'],
      rust: ['image::open'],
      python: ['PIL.Image.open'],
    },
  },
  {
    task: 'resize an image',
    pattern:
      /\b(?:resize|resizes|resizing|resized|rescale|rescales|rescaling|shrink|shrinks|shrinking)\s+(?:an?\s+|the\s+|this\s+|each\s+)?(?:[\w-]+\s+)?(?:images?|pictures?|photos?|bitmaps?)\b|\bthumbnails?\b/i,
    calls: {
      java: ['java.awt.Image.getScaledInstance', 'java.awt.Graphics2D.drawImage', 'java.awt.image.BufferedImage'],
      javascript: ['CanvasRenderingContext2D.drawImage'],
      rust: ['image::imageops::resize', 'image::DynamicImage::resize'],
      python: ['PIL.Image.Image.resize', 'PIL.Image.Image.thumbnail'],
    },
  },
  {
    task: 'save an image',
    pattern:
      /\b(?:save|saves|saving|write|writes|writing|export|exports|exporting|encode|encodes|encoding)\s+(?:an?\s+|the\s+|this\s+|each\s+)?(?:[\w-]+\s+)?(?:images?|pictures?|bitmaps?|canvas)\s+(?:as|to|into|in)\s+(?:an?\s+)?(?:png|jpe?g|gif|bmp|image\s+files?|files?)\b/i,
    calls: {
      java: ['javax.imageio.ImageIO.write'],
      go: ['image/png.Encode', 'image/jpeg.Encode'],
      javascript: ['HTMLCanvasElement.toDataURL'],
      rust: ['image::DynamicImage::save', 'image::ImageBuffer::save'],
      python: ['PIL.Image.Image.save'],
    },
  },
];
