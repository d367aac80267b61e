import { texts } from "../host-pages";
import type { Review } from "../../texts";
import { translate } from "../translate";

export const review: Review = "machine";

export default translate(texts, "mr", {
  tooMany: {
    title: "खूप जास्त प्रयत्न",
    text: "तुमच्या नेटवर्कवरून खूप जास्त वेळा शिपमेंट ट्रॅक केले गेले. कृपया थोडा वेळ थांबून पुन्हा प्रयत्न करा.",
  },
  unavailable: {
    title: "आत्ता आम्ही उत्तर देऊ शकत नाही",
    text: "आमची सिस्टीम काही क्षण उत्तर देत नाही. काहीही हरवलेले नाही: कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
  },
  retry: "तुम्ही {seconds} सेकंदांनी पुन्हा प्रयत्न करू शकता.",
  call: "आत्ता मदत हवी आहे? आम्हाला {phone} वर कॉल करा.",
  home: "होम पेजवर जा",
});
