import { registerTranslations } from '../../lib/i18n';

/**
 * Texts of the help page (namespace "help"): the answers agents look for most, written for agents, and the
 * contacts beside them. An answer's keywords are extra words a search should find it by (other names of the thing).
 */
export const helpTexts = {
  en: {
    title: 'Help',
    intro: 'Answers to the questions agents ask most, and who to contact when you need a person.',
    search: {
      label: 'Search the answers',
      placeholder: 'e.g. void, deposit, partial payment',
      clear: 'Clear search',
      group: 'Search',
    },
    topicFilter: 'Topic',
    allTopics: 'All topics',
    found_one: '{{count}} answer',
    found_other: '{{count}} answers',
    none: 'No answer matches “{{term}}”. Try other words, or ask your account manager.',
    noneInTopic: 'No answer in this topic matches “{{term}}”.',
    showAllTopics: 'Search all topics',
    open: 'Open {{page}}',
    topics: {
      booking: 'Booking flights',
      issuing: 'Issuing tickets',
      voidRefund: 'Void, refund and reissue',
      deposits: 'Deposits and wallet',
      partialPayment: 'Partial payment',
      queueShare: 'Queue share (import a PNR)',
      hotels: 'Hotels',
      holidays: 'Holidays',
      visas: 'Visas',
      companySettings: 'Company settings and staff',
      reports: 'Reports',
    },
    pages: {
      '/searchpad': 'the search pad',
      '/my-bookings': 'My Bookings',
      '/void-management': 'Void Requests',
      '/refund-management': 'Refund Requests',
      '/reIssue-management': 'Reissue Requests',
      '/bank-deposit': 'Deposit Request',
      '/deposit-list': 'the Deposit List',
      '/my-transactions': 'the Payment Ledger',
      '/partial-payment': 'Partial Payment',
      '/searchpad/queueshare': 'Queue Share',
      '/searchpad/hotel': 'hotel search',
      '/hotel-bookings': 'hotel bookings',
      '/holiday-requests': 'holiday requests',
      '/searchpad/visa': 'visa search',
      '/company-settings': 'Company Settings',
      '/reports': 'Reports',
    },
    answers: {
      searchFlights: {
        question: 'How do I search for flights?',
        answer:
          'On the search pad choose one-way, return or multi-city, the airports, dates and travellers, then Search. Results keep arriving for a few seconds from every source; filter and sort them on the left.\n\nResults stay valid for 15 minutes. After that, search again so the fares you see are current.',
        keywords: 'search pad fare flight result filter sort',
      },
      holdBooking: {
        question: 'Can I hold a booking and pay later?',
        answer:
          'Fares marked On hold can be booked without paying: the airline keeps the seats until the time limit shown on the booking. Issue the ticket before then, or the booking expires and the seats are released.\n\nWeb fares can only be bought at once; they have no hold.',
        keywords: 'hold time limit book later expire pnr onhold',
      },
      priceChanged: {
        question: 'Why did the price change while I was booking?',
        answer:
          'Airlines reprice a fare when you open the booking page, when you book and before issuing. If the price or booking class changed, the portal shows the old and new figures and asks you to accept before going on. Nothing is charged until you accept.',
        keywords: 'price change reprice fare increased booking class',
      },
      issueTicket: {
        question: 'How do I issue a ticket?',
        answer:
          'Open the booking from My Bookings and choose Issue ticket. Pay from your wallet in full, or part of it when partial payment is enabled for the booking, or pay online. The ticket numbers appear on the booking once the airline confirms.',
        keywords: 'issue ticketing ticket number pay wallet confirm',
      },
      issueInProgress: {
        question: 'The booking says In progress after I issued. What now?',
        answer:
          'The airline did not answer clearly, so our operators check the ticket by hand. Do not issue again: you will not be charged twice. The booking changes to Confirmed (ticketed) or back, and you are told either way.',
        keywords: 'in progress pending stuck issuing doubt',
      },
      printTicket: {
        question: 'How do I print a ticket or an invoice?',
        answer:
          'On the booking, use Print: choose the ticket, the agent invoice or the customer invoice, with or without prices, for all or some passengers. Download it as a PDF or print it from the preview.',
        keywords: 'print pdf invoice e-ticket download customer copy',
      },
      voidTicket: {
        question: 'How do I void a ticket?',
        answer:
          'Open the issued booking and choose Void. The airline quotes the void at once: you see what will be credited back to your wallet before you accept. Voids are only possible inside the airline’s void window, usually the day of issue in the ticketing office’s time; the booking shows when the window closes.\n\nFollow every void in Void Requests.',
        keywords: 'void cancel ticket same day window credit back',
      },
      refundTicket: {
        question: 'How do I refund a ticket?',
        answer:
          'Open the booking and choose Refund, pick the passengers and the part of the journey, and send the request. You receive a quote listing what is refunded and what the airline keeps; accept it before it expires and the refund is credited to your wallet.',
        keywords: 'refund cancel money back penalty quote charges',
      },
      reissueTicket: {
        question: 'How do I change the date or route of a ticket (reissue)?',
        answer:
          'Open the booking and choose Reissue. Pick the segments to change and the new dates, search the new flights, and confirm the fare difference and the airline’s charges. Follow the request in Reissue Requests.',
        keywords: 'reissue exchange change date reroute date change',
      },
      makeDeposit: {
        question: 'How do I add money to my wallet?',
        answer:
          'Use Deposit Request: pay into one of the listed bank accounts (cash, transfer or cheque) and send the request with the slip, or pay online by card or mobile banking where offered. Bank deposits are added when our accounts team approves them; online payments at once.',
        keywords: 'deposit top up add money wallet balance bank slip cheque bkash card',
      },
      depositStatus: {
        question: 'My deposit is still pending. What should I do?',
        answer:
          'Bank deposits are checked against the bank statement, usually within working hours of the same day. The Deposit List shows each request’s status and, when one is rejected, the reason. If it takes longer than expected, contact your account manager with the deposit reference.',
        keywords: 'deposit pending approve reject slip late',
      },
      walletLines: {
        question: 'Where do I see every movement of my wallet?',
        answer:
          'The Payment Ledger lists every debit and credit with the balance after it. Filter by date and type, and export to CSV or Excel for your accounts.',
        keywords: 'ledger passbook transactions statement balance export',
      },
      partialPay: {
        question: 'What is partial payment?',
        answer:
          'For some bookings you can issue the ticket paying only part of the price now. The rest becomes a due with a due date. Partial payment shows on the issue page when the booking allows it; ask your account manager if you want it enabled.',
        keywords: 'partial payment part pay due installment credit',
      },
      settleDue: {
        question: 'How do I pay an outstanding due?',
        answer:
          'Open Partial Payment, find the order and choose Settle. The amount is paid from your wallet. Settle before the due date: the list shows what falls due soon.',
        keywords: 'due settle outstanding pay balance overdue',
      },
      importPnr: {
        question: 'How do I import a booking made outside the portal?',
        answer:
          'Use the Queue Share tab on the search pad. First queue the PNR to the office and queue number shown there, then enter the PNR. The booking is brought into My Bookings and you issue it like any other.',
        keywords: 'queue share import pnr gds transfer',
      },
      bookHotel: {
        question: 'How do I book a hotel?',
        answer:
          'Use the Hotels tab on the search pad: city, dates, rooms and guests. Choose a room rate and read its cancellation rules before booking; instantly confirmed rates are paid from your wallet at once.',
        keywords: 'hotel room rate book stay guests cancellation',
      },
      hotelOnRequest: {
        question: 'What does “on request” mean for a hotel?',
        answer:
          'The hotel must confirm the room first. The booking waits as unconfirmed until the hotel answers; you are charged only when it is confirmed. Follow it in your hotel bookings.',
        keywords: 'hotel on request unconfirmed confirmation wait',
      },
      holidayRequest: {
        question: 'How do holiday packages work?',
        answer:
          'Search packages on the Holidays tab and send a request with your travellers and dates. Our team sends a quote; accept it to book. Follow every request in holiday requests.',
        keywords: 'holiday package tour quote request',
      },
      visaApply: {
        question: 'How do I apply for a visa?',
        answer:
          'Use the Visa tab on the search pad to choose the country and visa type, then fill in the applicants and upload their documents (PNG, JPEG or PDF, up to 1 MB each). Follow the application, corrections and the invoice in visa applications.',
        keywords: 'visa application documents passport upload embassy',
      },
      companyDetails: {
        question: 'How do I change my agency’s details or logo?',
        answer:
          'In Company Settings, Basic information holds the name, address, contacts, time zone and currency, and your logo (PNG or JPEG, up to 1 MB). Your logo then appears in the top bar and on your invoices and vouchers. Documents holds your trade licence and other KYC papers.',
        keywords: 'company settings profile logo address time zone kyc documents trade licence',
      },
      staffAccess: {
        question: 'How do I give a staff member access?',
        answer:
          'In Company Settings, Staff, invite them by email with a role and a branch. They set their own password from the link in the mail. A role decides which pages and actions they can use; a branch limits them to that branch’s bookings and money.',
        keywords: 'staff user invite role permission branch access suspend',
      },
      readReports: {
        question: 'Where do I see my sales and dues?',
        answer:
          'Reports shows sales, bookings by status, the ledger, refunds and voids, dues and commissions for any dates, in your agency’s time zone. Each report can be exported to CSV, Excel or PDF, and its totals match the Payment Ledger.',
        keywords: 'reports sales dues commission export excel statement',
      },
    },
    contacts: {
      accountManager: 'Your account manager',
      accountManagerIntro: 'Your first contact for credit, fares, deposits and anything about your account.',
      support: 'Support',
      supportIntro: 'Reach {{company}} directly.',
      phone: 'Phone',
      email: 'Email',
      noChannels: 'No support contacts are listed yet.',
    },
  },
  bn: {
    title: 'সহায়তা',
    intro:
      'এজেন্টরা সবচেয়ে বেশি যা জানতে চান তার উত্তর, আর কোনো মানুষের সাহায্য দরকার হলে কার সাথে যোগাযোগ করবেন।',
    search: {
      label: 'উত্তর খুঁজুন',
      placeholder: 'যেমন: ভয়েড, ডিপোজিট, আংশিক পেমেন্ট',
      clear: 'খোঁজা মুছুন',
      group: 'খুঁজুন',
    },
    topicFilter: 'বিষয়',
    allTopics: 'সব বিষয়',
    found_one: '{{count}}টি উত্তর',
    found_other: '{{count}}টি উত্তর',
    none: '“{{term}}”-এর সাথে মেলে এমন কোনো উত্তর নেই। অন্য শব্দে খুঁজুন, অথবা আপনার অ্যাকাউন্ট ম্যানেজারকে জিজ্ঞেস করুন।',
    noneInTopic: 'এই বিষয়ে “{{term}}”-এর সাথে মেলে এমন কোনো উত্তর নেই।',
    showAllTopics: 'সব বিষয়ে খুঁজুন',
    open: '{{page}} খুলুন',
    topics: {
      booking: 'ফ্লাইট বুকিং',
      issuing: 'টিকিট ইস্যু',
      voidRefund: 'ভয়েড, রিফান্ড ও রিইস্যু',
      deposits: 'ডিপোজিট ও ওয়ালেট',
      partialPayment: 'আংশিক পেমেন্ট',
      queueShare: 'কিউ শেয়ার (PNR ইমপোর্ট)',
      hotels: 'হোটেল',
      holidays: 'হলিডে',
      visas: 'ভিসা',
      companySettings: 'কোম্পানি সেটিংস ও স্টাফ',
      reports: 'রিপোর্ট',
    },
    pages: {
      '/searchpad': 'সার্চ প্যাড',
      '/my-bookings': 'আমার বুকিং',
      '/void-management': 'ভয়েড অনুরোধ',
      '/refund-management': 'রিফান্ড অনুরোধ',
      '/reIssue-management': 'রিইস্যু অনুরোধ',
      '/bank-deposit': 'ডিপোজিট অনুরোধ',
      '/deposit-list': 'ডিপোজিট তালিকা',
      '/my-transactions': 'পেমেন্ট লেজার',
      '/partial-payment': 'আংশিক পেমেন্ট',
      '/searchpad/queueshare': 'কিউ শেয়ার',
      '/searchpad/hotel': 'হোটেল সার্চ',
      '/hotel-bookings': 'হোটেল বুকিং',
      '/holiday-requests': 'হলিডে অনুরোধ',
      '/searchpad/visa': 'ভিসা সার্চ',
      '/company-settings': 'কোম্পানি সেটিংস',
      '/reports': 'রিপোর্ট',
    },
    answers: {
      searchFlights: {
        question: 'কীভাবে ফ্লাইট খুঁজব?',
        answer:
          'সার্চ প্যাডে ওয়ান-ওয়ে, রিটার্ন বা মাল্টি-সিটি বেছে নিন, বিমানবন্দর, তারিখ ও যাত্রী দিন, তারপর সার্চ করুন। সব উৎস থেকে কয়েক সেকেন্ড ধরে ফলাফল আসতে থাকে; বাঁ দিকে ফিল্টার ও সাজানোর সুবিধা আছে।\n\nফলাফল ১৫ মিনিট বৈধ থাকে। এরপর আবার সার্চ করুন, যাতে বর্তমান ভাড়া দেখেন।',
        keywords: 'সার্চ প্যাড ভাড়া ফ্লাইট ফলাফল ফিল্টার',
      },
      holdBooking: {
        question: 'বুকিং হোল্ড রেখে পরে পেমেন্ট করা যায়?',
        answer:
          '“অন হোল্ড” চিহ্নিত ভাড়া পেমেন্ট ছাড়াই বুক করা যায়: বুকিংয়ে দেখানো টাইম লিমিট পর্যন্ত এয়ারলাইন সিট ধরে রাখে। এর আগে টিকিট ইস্যু করুন, নইলে বুকিং মেয়াদোত্তীর্ণ হয়ে সিট ছেড়ে দেওয়া হয়।\n\nওয়েব ভাড়া সাথে সাথে কিনতে হয়; সেগুলো হোল্ড করা যায় না।',
        keywords: 'হোল্ড টাইম লিমিট পরে বুক মেয়াদ',
      },
      priceChanged: {
        question: 'বুকিং করার সময় দাম বদলে গেল কেন?',
        answer:
          'বুকিং পেজ খোলার সময়, বুক করার সময় এবং ইস্যুর আগে এয়ারলাইন ভাড়া আবার যাচাই করে। দাম বা বুকিং ক্লাস বদলালে পোর্টাল আগের ও নতুন অঙ্ক দেখায় এবং এগোনোর আগে আপনার সম্মতি চায়। সম্মতি না দেওয়া পর্যন্ত কিছু কাটা হয় না।',
        keywords: 'দাম পরিবর্তন ভাড়া বেড়েছে বুকিং ক্লাস',
      },
      issueTicket: {
        question: 'কীভাবে টিকিট ইস্যু করব?',
        answer:
          'আমার বুকিং থেকে বুকিংটি খুলে টিকিট ইস্যু বেছে নিন। ওয়ালেট থেকে পুরো টাকা দিন, বুকিংয়ে আংশিক পেমেন্ট চালু থাকলে তার অংশ দিন, অথবা অনলাইনে পেমেন্ট করুন। এয়ারলাইন নিশ্চিত করলে বুকিংয়ে টিকিট নম্বর দেখা যায়।',
        keywords: 'ইস্যু টিকিট নম্বর পেমেন্ট ওয়ালেট',
      },
      issueInProgress: {
        question: 'ইস্যুর পর বুকিংয়ে “ইন প্রগ্রেস” দেখাচ্ছে। এখন কী করব?',
        answer:
          'এয়ারলাইন স্পষ্ট উত্তর দেয়নি, তাই আমাদের অপারেটররা হাতে টিকিটটি যাচাই করছেন। আবার ইস্যু করবেন না: আপনার কাছ থেকে দুবার টাকা কাটা হবে না। বুকিং কনফার্মড (টিকিট ইস্যু হয়েছে) হবে বা আগের অবস্থায় ফিরবে, দুই ক্ষেত্রেই আপনাকে জানানো হবে।',
        keywords: 'ইন প্রগ্রেস পেন্ডিং আটকে আছে',
      },
      printTicket: {
        question: 'টিকিট বা ইনভয়েস কীভাবে প্রিন্ট করব?',
        answer:
          'বুকিংয়ে প্রিন্ট ব্যবহার করুন: টিকিট, এজেন্ট ইনভয়েস বা কাস্টমার ইনভয়েস বেছে নিন, দামসহ বা দাম ছাড়া, সব বা কিছু যাত্রীর জন্য। PDF হিসেবে ডাউনলোড করুন বা প্রিভিউ থেকে প্রিন্ট করুন।',
        keywords: 'প্রিন্ট পিডিএফ ইনভয়েস ই-টিকিট ডাউনলোড',
      },
      voidTicket: {
        question: 'কীভাবে টিকিট ভয়েড করব?',
        answer:
          'ইস্যু করা বুকিংটি খুলে ভয়েড বেছে নিন। এয়ারলাইন সাথে সাথে ভয়েডের কোটেশন দেয়: সম্মতি দেওয়ার আগেই দেখবেন ওয়ালেটে কত ফেরত আসবে। ভয়েড শুধু এয়ারলাইনের ভয়েড সময়সীমার মধ্যে করা যায়, সাধারণত টিকিটিং অফিসের সময় অনুযায়ী ইস্যুর দিন; সময়সীমা কখন শেষ হবে তা বুকিংয়ে দেখা যায়।\n\nপ্রতিটি ভয়েড ভয়েড অনুরোধ পেজে অনুসরণ করুন।',
        keywords: 'ভয়েড বাতিল টিকিট একই দিন সময়সীমা ফেরত',
      },
      refundTicket: {
        question: 'কীভাবে টিকিট রিফান্ড করব?',
        answer:
          'বুকিংটি খুলে রিফান্ড বেছে নিন, যাত্রী ও যাত্রাপথের অংশ বেছে অনুরোধ পাঠান। কী ফেরত হবে আর এয়ারলাইন কী রাখবে তার তালিকাসহ একটি কোটেশন পাবেন; মেয়াদ শেষের আগে সম্মতি দিলে রিফান্ড আপনার ওয়ালেটে জমা হয়।',
        keywords: 'রিফান্ড বাতিল টাকা ফেরত জরিমানা কোটেশন',
      },
      reissueTicket: {
        question: 'টিকিটের তারিখ বা রুট কীভাবে বদলাব (রিইস্যু)?',
        answer:
          'বুকিংটি খুলে রিইস্যু বেছে নিন। যে সেগমেন্ট বদলাবেন ও নতুন তারিখ বেছে নিন, নতুন ফ্লাইট খুঁজুন, তারপর ভাড়ার পার্থক্য ও এয়ারলাইনের চার্জ নিশ্চিত করুন। অনুরোধটি রিইস্যু অনুরোধ পেজে অনুসরণ করুন।',
        keywords: 'রিইস্যু এক্সচেঞ্জ তারিখ পরিবর্তন রুট',
      },
      makeDeposit: {
        question: 'ওয়ালেটে কীভাবে টাকা যোগ করব?',
        answer:
          'ডিপোজিট অনুরোধ ব্যবহার করুন: তালিকার কোনো ব্যাংক অ্যাকাউন্টে টাকা জমা দিন (নগদ, ট্রান্সফার বা চেক) এবং স্লিপসহ অনুরোধ পাঠান, অথবা যেখানে সুবিধা আছে সেখানে কার্ড বা মোবাইল ব্যাংকিংয়ে অনলাইনে পেমেন্ট করুন। ব্যাংক ডিপোজিট আমাদের হিসাব বিভাগ অনুমোদন করলে যোগ হয়; অনলাইন পেমেন্ট সাথে সাথে।',
        keywords: 'ডিপোজিট টাকা যোগ ওয়ালেট ব্যালেন্স ব্যাংক স্লিপ চেক বিকাশ কার্ড',
      },
      depositStatus: {
        question: 'আমার ডিপোজিট এখনো পেন্ডিং। কী করব?',
        answer:
          'ব্যাংক ডিপোজিট ব্যাংক স্টেটমেন্টের সাথে মিলিয়ে দেখা হয়, সাধারণত একই দিনের কর্মঘণ্টার মধ্যে। ডিপোজিট তালিকায় প্রতিটি অনুরোধের অবস্থা এবং বাতিল হলে তার কারণ দেখা যায়। বেশি দেরি হলে ডিপোজিট রেফারেন্সসহ আপনার অ্যাকাউন্ট ম্যানেজারের সাথে যোগাযোগ করুন।',
        keywords: 'ডিপোজিট পেন্ডিং অনুমোদন বাতিল দেরি',
      },
      walletLines: {
        question: 'ওয়ালেটের প্রতিটি লেনদেন কোথায় দেখব?',
        answer:
          'পেমেন্ট লেজারে প্রতিটি ডেবিট ও ক্রেডিট এবং তার পরের ব্যালেন্স দেখা যায়। তারিখ ও ধরন দিয়ে ফিল্টার করুন এবং হিসাবের জন্য CSV বা Excel-এ এক্সপোর্ট করুন।',
        keywords: 'লেজার পাসবুক লেনদেন স্টেটমেন্ট ব্যালেন্স এক্সপোর্ট',
      },
      partialPay: {
        question: 'আংশিক পেমেন্ট কী?',
        answer:
          'কিছু বুকিংয়ে দামের একটি অংশ এখন দিয়েই টিকিট ইস্যু করা যায়। বাকি অংশ একটি নির্দিষ্ট তারিখের বকেয়া হয়ে থাকে। বুকিংয়ে সুবিধাটি থাকলে ইস্যু পেজে আংশিক পেমেন্ট দেখা যায়; চালু করতে চাইলে আপনার অ্যাকাউন্ট ম্যানেজারকে বলুন।',
        keywords: 'আংশিক পেমেন্ট বকেয়া কিস্তি',
      },
      settleDue: {
        question: 'বকেয়া কীভাবে পরিশোধ করব?',
        answer:
          'আংশিক পেমেন্ট খুলে অর্ডারটি খুঁজে পরিশোধ বেছে নিন। টাকা আপনার ওয়ালেট থেকে কাটা হয়। নির্ধারিত তারিখের আগে পরিশোধ করুন: তালিকায় শিগগির যা পরিশোধযোগ্য তা দেখা যায়।',
        keywords: 'বকেয়া পরিশোধ মেয়াদোত্তীর্ণ',
      },
      importPnr: {
        question: 'পোর্টালের বাইরে করা বুকিং কীভাবে ইমপোর্ট করব?',
        answer:
          'সার্চ প্যাডের কিউ শেয়ার ট্যাব ব্যবহার করুন। প্রথমে সেখানে দেখানো অফিস ও কিউ নম্বরে PNR-টি কিউ করুন, তারপর PNR দিন। বুকিংটি আমার বুকিং-এ চলে আসে এবং অন্য যেকোনো বুকিংয়ের মতো ইস্যু করা যায়।',
        keywords: 'কিউ শেয়ার ইমপোর্ট পিএনআর',
      },
      bookHotel: {
        question: 'কীভাবে হোটেল বুক করব?',
        answer:
          'সার্চ প্যাডের হোটেল ট্যাব ব্যবহার করুন: শহর, তারিখ, রুম ও অতিথি। একটি রুম রেট বেছে নিন এবং বুক করার আগে তার বাতিলের নিয়ম পড়ুন; সাথে সাথে নিশ্চিত হওয়া রেটের টাকা তখনই ওয়ালেট থেকে কাটা হয়।',
        keywords: 'হোটেল রুম রেট বুক অতিথি বাতিল',
      },
      hotelOnRequest: {
        question: 'হোটেলের “অন রিকোয়েস্ট” মানে কী?',
        answer:
          'হোটেলকে আগে রুমটি নিশ্চিত করতে হয়। হোটেল উত্তর না দেওয়া পর্যন্ত বুকিং অনিশ্চিত অবস্থায় থাকে; নিশ্চিত হলেই শুধু টাকা কাটা হয়। আপনার হোটেল বুকিং-এ এটি অনুসরণ করুন।',
        keywords: 'হোটেল অন রিকোয়েস্ট অনিশ্চিত নিশ্চিতকরণ',
      },
      holidayRequest: {
        question: 'হলিডে প্যাকেজ কীভাবে কাজ করে?',
        answer:
          'হলিডে ট্যাবে প্যাকেজ খুঁজুন এবং যাত্রী ও তারিখসহ অনুরোধ পাঠান। আমাদের দল একটি কোটেশন পাঠায়; বুক করতে সম্মতি দিন। প্রতিটি অনুরোধ হলিডে অনুরোধ পেজে অনুসরণ করুন।',
        keywords: 'হলিডে প্যাকেজ ট্যুর কোটেশন অনুরোধ',
      },
      visaApply: {
        question: 'কীভাবে ভিসার আবেদন করব?',
        answer:
          'সার্চ প্যাডের ভিসা ট্যাবে দেশ ও ভিসার ধরন বেছে নিন, তারপর আবেদনকারীদের তথ্য দিন ও তাদের কাগজপত্র আপলোড করুন (PNG, JPEG বা PDF, প্রতিটি সর্বোচ্চ ১ MB)। আবেদন, সংশোধন ও ইনভয়েস ভিসা আবেদন পেজে অনুসরণ করুন।',
        keywords: 'ভিসা আবেদন কাগজপত্র পাসপোর্ট আপলোড',
      },
      companyDetails: {
        question: 'এজেন্সির তথ্য বা লোগো কীভাবে বদলাব?',
        answer:
          'কোম্পানি সেটিংসের মৌলিক তথ্যে নাম, ঠিকানা, যোগাযোগ, টাইম জোন, মুদ্রা এবং আপনার লোগো (PNG বা JPEG, সর্বোচ্চ ১ MB) থাকে। এরপর আপনার লোগো টপ বারে এবং আপনার ইনভয়েস ও ভাউচারে দেখা যায়। কাগজপত্র অংশে ট্রেড লাইসেন্স ও অন্যান্য KYC কাগজ থাকে।',
        keywords: 'কোম্পানি সেটিংস প্রোফাইল লোগো ঠিকানা টাইম জোন কেওয়াইসি ট্রেড লাইসেন্স',
      },
      staffAccess: {
        question: 'স্টাফকে কীভাবে অ্যাক্সেস দেব?',
        answer:
          'কোম্পানি সেটিংসের স্টাফ অংশে একটি রোল ও শাখাসহ ইমেইলে আমন্ত্রণ পাঠান। মেইলের লিংক থেকে তারা নিজেরাই পাসওয়ার্ড ঠিক করেন। রোল ঠিক করে তারা কোন পেজ ও কাজ ব্যবহার করতে পারবেন; শাখা তাদের সেই শাখার বুকিং ও টাকার মধ্যে সীমিত রাখে।',
        keywords: 'স্টাফ ব্যবহারকারী আমন্ত্রণ রোল অনুমতি শাখা স্থগিত',
      },
      readReports: {
        question: 'আমার বিক্রি ও বকেয়া কোথায় দেখব?',
        answer:
          'রিপোর্টে যেকোনো তারিখের বিক্রি, অবস্থা অনুযায়ী বুকিং, লেজার, রিফান্ড ও ভয়েড, বকেয়া এবং কমিশন আপনার এজেন্সির টাইম জোনে দেখা যায়। প্রতিটি রিপোর্ট CSV, Excel বা PDF-এ এক্সপোর্ট করা যায়, এবং এর মোট অঙ্ক পেমেন্ট লেজারের সাথে মেলে।',
        keywords: 'রিপোর্ট বিক্রি বকেয়া কমিশন এক্সপোর্ট এক্সেল',
      },
    },
    contacts: {
      accountManager: 'আপনার অ্যাকাউন্ট ম্যানেজার',
      accountManagerIntro: 'ক্রেডিট, ভাড়া, ডিপোজিট এবং আপনার অ্যাকাউন্টের যেকোনো বিষয়ে প্রথম যোগাযোগ।',
      support: 'সাপোর্ট',
      supportIntro: '{{company}}-এর সাথে সরাসরি যোগাযোগ করুন।',
      phone: 'ফোন',
      email: 'ইমেইল',
      noChannels: 'এখনো কোনো সাপোর্ট যোগাযোগ দেওয়া হয়নি।',
    },
  },
};

registerTranslations('help', helpTexts);
