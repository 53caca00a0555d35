'use client';

import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';

/**
 * Download (a .txt of the form, made in the browser: no file to host) and print (the page's
 * print style keeps only the chosen form) for one document form.
 */
export function FormActions({ text, fileName, formId, labels }: { text: string; fileName: string; formId: string; labels: { download: string; print: string } }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  const print = () => {
    document.body.dataset.printForm = formId;
    const done = () => {
      delete document.body.dataset.printForm;
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="secondary" onClick={download}>
        <Icon name="download" className="h-5 w-5" />
        {labels.download}
      </Button>
      <Button variant="ghost" onClick={print}>
        {labels.print}
      </Button>
    </div>
  );
}
