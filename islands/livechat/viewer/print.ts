// Prints an image alone: a hidden frame holding only the image prints once it has loaded.
export function printImage(src: string, name: string): void {
  const frame = document.createElement("iframe");
  frame.className = "o_viewer_print_frame";
  frame.title = name;
  frame.style.cssText = "position:fixed;width:0;height:0;border:0;visibility:hidden";
  document.body.append(frame);
  const doc = frame.contentDocument!;
  const img = doc.createElement("img");
  img.style.maxWidth = "100%";
  img.alt = name;
  img.addEventListener("load", () => {
    frame.contentWindow!.print();
    frame.remove();
  });
  img.src = new URL(src, window.location.href).href;
  doc.body.append(img);
}
