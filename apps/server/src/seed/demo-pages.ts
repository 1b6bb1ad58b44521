/** The two content pages a fresh install shows in its navigation (Markdown). */
export const DEMO_PAGES = [
  {
    title: 'About Us',
    link: '/about-us',
    content: `# About Us

VisaDesk is a work-visa and migration consultancy. We help skilled workers, families and
businesses move between countries with the right permits, on time and without surprises.

## What we do

- **Eligibility assessment**: before you spend money on an application, we check your profile
  against the programme's requirements and tell you honestly where you stand.
- **Visa process**: we prepare and review every form and supporting document, book appointments
  and keep your file moving with the consulate.
- **Refusal appeal**: if an application was refused, we read the decision with you and advise on
  a fresh application or an appeal.

We work with worker, family, skilled and business migration as well as visitor visas, for
**Canada, Australia, Italy and the United States**.

## How we work

1. **Assessment**: a consultant reviews your documents and your goals.
2. **Processing and communication**: we submit your application and keep you informed at every
   step. You can check your status at any time on our [visa enquiry](/enquiry) page.
3. **Result**: processing usually takes about 3 to 5 weeks, after which the consulate notifies
   the decision. Delivery of the visa can take up to two additional workdays.

## Our commitments

- Clear, written fees agreed before any work starts.
- Your documents are handled only by the staff working on your file.
- Straight answers: if a visa is unlikely, we say so.

Questions? Write to us through the contact details at the bottom of every page.
`,
  },
  {
    title: 'Privacy Policy',
    link: '/privacy-policy',
    content: `# Privacy Policy

This policy explains what personal information VisaDesk collects when we handle a visa
application, why we need it, and the choices you have.

## Information we collect

- **Identity and contact details**: your name, sex, date and city of birth, nationality,
  national ID number, identifying marks, phone number and e-mail address.
- **Passport details**: passport number and issuing country.
- **Employment details**: the employer, job title, salary and duration of the position you are
  applying for.
- **Documents**: your photo and the supporting documents you provide (job letters, labour market
  assessments, visa forms, work permits and travel tickets).
- **Status enquiries**: when someone checks an application's status or opens a document from the
  public enquiry page, we record the time and the network address the request came from.

## Why we use it

We use your information only to prepare, submit and follow up your visa application, to answer
your questions, and to meet our legal and record-keeping obligations. We do not sell personal
information and we do not use it for advertising.

## Who we share it with

Only with the parties your application needs: the consulate or immigration authority, your
prospective employer where the programme requires it, and service providers who host our systems
under a duty of confidentiality.

## How we protect it

- Only staff working on applications can sign in to our back-office, and every action is tied to
  a named account.
- Documents are served through short-lived, signed links, never through public addresses.
- Photos and documents are checked on upload and stripped of hidden metadata such as location.
- The public status enquiry answers only when the passport number, nationality and date of birth
  all match.

## How long we keep it

We keep an application file for as long as the application is active and for the period the law
requires afterwards. You may ask us to delete your file sooner where the law allows.

## Your rights

You may ask for a copy of the information we hold about you, ask us to correct it, or ask us to
delete it. Contact us using the details at the bottom of this page; we answer within 30 days.

## Changes

We will post any change to this policy on this page with its new date.
`,
  },
] as const;
