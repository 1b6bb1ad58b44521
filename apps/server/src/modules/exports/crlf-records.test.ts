import { describe, expect, it } from 'vitest';
import { crlfRecords } from './crlf-records.ts';

const crlf = (text: string) => crlfRecords(Buffer.from(text)).toString();

// COPY ends records with LF; the file's records end with CRLF, and a value's own line breaks stay.
describe('crlfRecords', () => {
  it('ends every record with CRLF', () => {
    expect(crlf('a,b\nc,d\n')).toBe('a,b\r\nc,d\r\n');
    expect(crlf('')).toBe('');
  });

  it('keeps the line breaks inside quoted values, after doubled quotes too', () => {
    expect(crlf('"x\ny",1\n"say ""hi""\n",2\n"\r\n",3\n')).toBe(
      '"x\ny",1\r\n"say ""hi""\n",2\r\n"\r\n",3\r\n',
    );
    expect(crlf('"""",""\n"a\n""\nb"\n')).toBe('"""",""\r\n"a\n""\nb"\r\n');
  });

  it('leaves multi-byte characters whole', () => {
    expect(crlf('Zoë,Łódź,東京\n"José\n",🙂\n')).toBe('Zoë,Łódź,東京\r\n"José\n",🙂\r\n');
  });
});
