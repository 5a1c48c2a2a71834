// For the English tests: the Chinese a view still shows in its text, aria-labels, titles and
// placeholders, once the template's own words (labels and options the user wrote) are taken out.
export function chineseIn(root: HTMLElement, templateData: string[] = []): string[] {
  const texts = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  let all = texts.join('\n');
  for (const data of templateData) all = all.split(data).join(' ');
  return all.match(/[\u3400-\u9fff]+/g) ?? [];
}
